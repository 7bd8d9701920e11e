import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhotos } from '../../../tests/support/real-files';
import { POST_IMAGE_FILE } from '../../src/domains/posts/rest';
import { CSRF_HEADER } from '../../src/security/csrf';
import { UPLOAD_MESSAGES } from '../../src/uploads/limits';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart, type Part } from '../support/multipart';
import { signIn } from '../support/accounts';
import { png } from '../support/png';
import { startStack, type Stack } from '../support/stack';

/**
 * createPost with the photos people take (12 MP JPEGs of 3–4.4 MB, made at test time), as
 * the web app sends them: one GraphQL multipart request with every image in order. The
 * parser hands an image over only once the one before it has been read, so a gateway that
 * waited for every image before calling the api hung until its timeout with two or more.
 */
let stack: Stack;
let token: string;
let photos: Buffer[];
beforeAll(async () => {
  [stack, photos] = await Promise.all([startStack('small'), phonePhotos(6)]);
  token = await signIn(stack, 'creativa@demo.es');
}, 180_000);
afterAll(() => stack?.close());

const CREATE_POST = /* GraphQL */ `
  mutation Create($input: CreatePostInput!) {
    createPost(input: $input) {
      post {
        images {
          image {
            width
            height
          }
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Photo {
  bytes: Buffer;
  type?: string;
  filename?: string;
}

type CreateAnswer = GraphQLAnswer<{
  createPost: {
    post: { images: { image: { width: number; height: number } }[] } | null;
    userErrors: { field: string | null; message: string }[];
  };
}>;

function postParts(images: readonly Photo[]): Part[] {
  const files = Object.fromEntries(
    images.map((image, index) => [
      String(index),
      {
        path: `variables.input.images.${index}`,
        bytes: image.bytes,
        type: image.type ?? 'image/jpeg',
        filename: image.filename ?? `IMG_${1000 + index}.jpg`,
      },
    ]),
  );
  const input = {
    title: 'Colección con fotos del móvil',
    description: 'Fotos reales.',
    images: images.map(() => null),
  };
  return graphqlUpload(CREATE_POST, { input }, files);
}

async function send(parts: readonly Part[]): Promise<CreateAnswer> {
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()) as CreateAnswer;
}

describe('createPost with phone photos', () => {
  it.each([1, 2, 3, 6])(
    'publishes %i photos of several MB, in their order',
    async (count) => {
      const answer = await send(postParts(photos.slice(0, count).map((bytes) => ({ bytes }))));
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.createPost.userErrors).toEqual([]);
      // Stored at the api's largest size (2048 px on the long side), one per photo sent.
      expect(answer.data!.createPost.post!.images).toHaveLength(count);
      for (const { image } of answer.data!.createPost.post!.images)
        expect(image).toEqual({ width: 2048, height: 1536 });
      expect(answer.extensions?.upstreamCalls).toBe(1);
    },
    120_000,
  );

  it('publishes three small images (each under the parser’s buffer, together over it)', async () => {
    const answer = await send(postParts(Array.from({ length: 3 }, () => ({ bytes: png({ side: 128, noise: true }) }))));
    expect(answer.data!.createPost.userErrors).toEqual([]);
    expect(answer.data!.createPost.post!.images).toHaveLength(3);
  });

  it('refuses an image over 10 MB among phone photos with the api’s message, storing nothing', async () => {
    const tooLarge = png({ side: 16, bytes: POST_IMAGE_FILE.maxBytes + 1 });
    const answer = await send(
      postParts([{ bytes: photos[0]! }, { bytes: tooLarge, type: 'image/png' }, { bytes: photos[1]! }]),
    );
    expect(answer.data!.createPost).toEqual({
      post: null,
      userErrors: [{ field: 'images', message: POST_IMAGE_FILE.tooLarge }],
    });
  }, 60_000);

  it('refuses a file that is not an image among phone photos with the api’s message', async () => {
    const text = { bytes: Buffer.from('esto no es una foto'.repeat(10_000)), type: 'image/jpeg', filename: 'foto.jpg' };
    const answer = await send(postParts([{ bytes: photos[0]! }, text, { bytes: photos[1]! }]));
    expect(answer.data!.createPost.post).toBeNull();
    expect(answer.data!.createPost.userErrors).toEqual([
      { field: 'images', message: 'El archivo no es una imagen válida.' },
    ]);
  }, 60_000);

  it('refuses at once a request whose images come out of their order, instead of waiting forever', async () => {
    const parts = postParts([{ bytes: photos[0]! }, { bytes: photos[1]! }]);
    // `map` names file 0 for the first image; the body sends file 1 first.
    const [operations, map, first, second] = parts;
    const answer = await send([operations!, map!, second!, first!]);
    expect(answer.data?.createPost ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: UPLOAD_MESSAGES.fileOrder,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }, 60_000);
});
