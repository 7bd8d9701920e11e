import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/security/csrf';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart, type Part } from '../support/multipart';
import { signIn } from '../support/accounts';
import { png } from '../support/png';
import { startStack, type Stack } from '../support/stack';

/**
 * Issue 18, point 3: when the api has more images to process than it takes at once it
 * answers 503 with a Spanish message and Retry-After. The gateway read every 5xx as the
 * api failing ("El servicio no está disponible…"); the api's message now reaches the
 * client: a userError of createPost (the form shows it and keeps what was typed), and the
 * error's message on other uploads. The api here has no room at all, so it always says so.
 */
const BUSY = 'Estamos procesando muchas imágenes, inténtalo en unos segundos.';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('small', { imageQueue: { concurrency: 1, capacity: 0 } });
  token = await signIn(stack, 'creativa@demo.es');
}, 180_000);
afterAll(() => stack?.close());

async function send<D>(parts: readonly Part[]): Promise<GraphQLAnswer<D>> {
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()) as GraphQLAnswer<D>;
}

const image = (index: number) => ({
  path: `variables.input.images.${index}`,
  bytes: png({ side: 256, noise: true }),
  type: 'image/png',
  filename: `foto-${index}.png`,
});

describe('an api busy with images', () => {
  it('refuses createPost with its message as a userError', async () => {
    const parts = graphqlUpload(
      `mutation Create($input: CreatePostInput!) {
        createPost(input: $input) { post { id } userErrors { field message } }
      }`,
      { input: { title: 'Serie', description: 'Fotos.', images: [null, null] } },
      { 0: image(0), 1: image(1) },
    );
    const answer = await send<{ createPost: unknown }>(parts);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createPost).toEqual({ post: null, userErrors: [{ field: null, message: BUSY }] });
  });

  it('refuses a profile picture with its message, coded UPSTREAM_UNAVAILABLE', async () => {
    const parts = graphqlUpload(
      `mutation Upload($input: UploadProfilePictureInput!) {
        uploadProfilePicture(input: $input) { user { profilePicture } userErrors { message } }
      }`,
      { input: { file: null } },
      { 0: { ...image(0), path: 'variables.input.file' } },
    );
    const answer = await send<unknown>(parts);
    expect(answer.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }))).toEqual([
      { message: BUSY, code: 'UPSTREAM_UNAVAILABLE' },
    ]);
  });
});
