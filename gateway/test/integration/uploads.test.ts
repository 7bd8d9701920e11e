import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../../../tests/support/real-files';
import { PROFILE_PICTURE_FILE } from '../../src/domains/users/rest';
import { CSRF_HEADER, CSRF_MESSAGE } from '../../src/security/csrf';
import { UPLOAD_MESSAGES } from '../../src/uploads/limits';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart, type Part } from '../support/multipart';
import { png } from '../support/png';
import { startStack, type Stack } from '../support/stack';

/**
 * Uploads through the graph, against the real api (seed: small): the onboarding photo
 * step's `uploadProfilePicture` as a GraphQL multipart request, with the web app's CSRF
 * header. "Nothing stored" is read where the api keeps things: its media directory and
 * the account as GET /api/users/profile answers it.
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('small');
  const login = await stack.gateway.graphql<{ login: { token: string } }>(
    `mutation { login(input: { email: "creativa@demo.es", password: "Demo1234!" }) { token } }`,
  );
  token = login.data!.login.token;
});
afterAll(() => stack?.close());

const UPLOAD = `mutation Upload($input: UploadProfilePictureInput!) {
  uploadProfilePicture(input: $input) { user { username profilePicture } userErrors { field message } }
}`;
const LIMIT = PROFILE_PICTURE_FILE.maxBytes;

type UploadAnswer = GraphQLAnswer<{
  uploadProfilePicture: {
    user: { username: string; profilePicture: string | null } | null;
    userErrors: { field: string | null; message: string }[];
  };
}>;

/** The photo step's request: one file at `variables.input.file`. */
const pictureParts = (bytes: Buffer, type = 'image/png') =>
  graphqlUpload(UPLOAD, { input: { file: null } }, { 0: { path: 'variables.input.file', bytes, type } });

async function post(parts: readonly Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return { status: response.status, answer: (await response.json()) as UploadAnswer };
}

/** What the api has stored: the files of its media directory and the account's profile. */
async function stored() {
  const profile = await fetch(`${stack.api.url}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  return { files: (await readdir(stack.api.mediaDir)).sort(), profile: await profile.json() };
}

/** Runs `send` and expects the api to have stored nothing at all. */
async function expectNothingStored(send: () => Promise<unknown>) {
  const before = await stored();
  await send();
  expect(await stored()).toEqual(before);
}

describe('uploadProfilePicture', () => {
  it('stores a picture sent with the web app’s CSRF header, and answers the viewer with it', async () => {
    const before = await stored();
    const { status, answer } = await post(pictureParts(png({ side: 64 })));
    expect(status).toBe(200);
    const { user, userErrors } = answer.data!.uploadProfilePicture;
    expect(userErrors).toEqual([]);
    expect(user!.username).toBe(before.profile.username);
    expect(user!.profilePicture).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(user!.profilePicture).not.toBe(before.profile.profilePicture);
    expect(answer.extensions?.upstreamCalls).toBe(2); // the upload, then the viewer again
    const viewer = await stack.gateway.graphql<{ viewer: { profilePicture: string } }>(
      '{ viewer { profilePicture } }',
      { token },
    );
    expect(viewer.data!.viewer.profilePicture).toBe(user!.profilePicture);
    expect(await readdir(stack.api.mediaDir)).toContain(user!.profilePicture!.slice('/media/'.length));
  });

  it('stores a phone photo (a 12 MP JPEG of 4.4 MB), re-encoded', async () => {
    const photo = await phonePhoto(3);
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const { answer } = await post(pictureParts(photo, 'image/jpeg'));
    expect(answer.errors).toBeUndefined();
    const { user, userErrors } = answer.data!.uploadProfilePicture;
    expect(userErrors).toEqual([]);
    expect(user!.profilePicture).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const stored = await readFile(join(stack.api.mediaDir, user!.profilePicture!.slice('/media/'.length)));
    // Re-encoded by the api (a 512 px WebP), not the photo passed through.
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(stored.length).toBeLessThan(photo.length / 4);
  }, 60_000);

  it('refuses the same upload without the CSRF header (403), storing nothing', async () => {
    await expectNothingStored(async () => {
      const { status, answer } = await post(pictureParts(png({ side: 64 })), { [CSRF_HEADER]: '' });
      expect(status).toBe(403);
      expect(answer).toEqual({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
    });
  });

  it('passes a picture of exactly the limit (10 MiB)', async () => {
    const exact = png({ side: 1860, noise: true, bytes: LIMIT });
    expect(exact.length).toBe(LIMIT);
    const { answer } = await post(pictureParts(exact));
    expect(answer.data!.uploadProfilePicture.userErrors).toEqual([]);
    expect(answer.data!.uploadProfilePicture.user!.profilePicture).toMatch(/^\/media\//);
  });

  it('refuses a file the request shows to be over the limit before calling the api', async () => {
    await expectNothingStored(async () => {
      const { status, answer } = await post(pictureParts(png({ side: 1900, noise: true })));
      expect(status).toBe(200);
      expect(answer.data!.uploadProfilePicture).toEqual({
        user: null,
        userErrors: [{ field: 'file', message: 'El archivo es demasiado grande.' }],
      });
      expect(answer.extensions?.upstreamCalls).toBe(0);
    });
  });

  it('cuts the api call off at the limit when the file passes it while streaming, storing nothing', async () => {
    // One byte over: the request's length cannot tell it from a file that fits.
    const over = png({ side: 1860, noise: true, bytes: LIMIT + 1 });
    await expectNothingStored(async () => {
      const { answer } = await post(pictureParts(over));
      expect(answer.data!.uploadProfilePicture).toEqual({
        user: null,
        userErrors: [{ field: 'file', message: 'El archivo es demasiado grande.' }],
      });
      expect(answer.extensions?.upstreamCalls).toBe(1);
    });
    // The connection pool is fine afterwards.
    expect((await post(pictureParts(png()))).answer.data!.uploadProfilePicture.userErrors).toEqual([]);
  });

  it('answers the api’s refusal of a file that is not an image as a userError', async () => {
    await expectNothingStored(async () => {
      const { answer } = await post(pictureParts(Buffer.from('<html>no soy una foto</html>'), 'image/png'));
      expect(answer.data!.uploadProfilePicture).toEqual({
        user: null,
        userErrors: [{ field: 'file', message: 'El archivo no es una imagen válida.' }],
      });
    });
  });

  it('refuses an anonymous upload before reading the file or calling the api', async () => {
    await expectNothingStored(async () => {
      const { answer } = await post(pictureParts(png({ side: 1900, noise: true })), { authorization: '' });
      expect(answer.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' }, path: ['uploadProfilePicture'] }),
      ]);
      expect(answer.extensions?.upstreamCalls).toBe(0);
    });
  });

  it('passes on the api’s refusal of a stale token, which comes before the file is read', async () => {
    await expectNothingStored(async () => {
      const { answer } = await post(pictureParts(png({ side: 1200, noise: true })), {
        authorization: 'Bearer caducado',
      });
      expect(answer.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' }, path: ['uploadProfilePicture'] }),
      ]);
    });
    expect((await post(pictureParts(png()))).answer.data!.uploadProfilePicture.userErrors).toEqual([]);
  });
});

describe('malformed multipart requests', () => {
  const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
  const file = png();

  it('refuses more files than a request may carry (413)', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [index, { path: 'variables.input.file', bytes: file }]),
    );
    await expectNothingStored(async () => {
      const { status, answer } = await post(graphqlUpload(UPLOAD, { input: { file: null } }, files));
      expect(status).toBe(413);
      expect(answer).toEqual(refusal(UPLOAD_MESSAGES.tooManyFiles));
    });
  });

  it('refuses a second file where the mutation takes one', async () => {
    const parts = graphqlUpload(
      UPLOAD,
      { input: { file: null, other: null } },
      { 0: { path: 'variables.input.file', bytes: file }, 1: { path: 'variables.input.other', bytes: file } },
    );
    await expectNothingStored(async () => {
      const { answer } = await post(parts);
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'La variable "$input" no tiene un valor válido para esta operación.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    });
  });

  it('refuses a file that `map` names but the request lacks', async () => {
    const [operations, map] = pictureParts(file);
    await expectNothingStored(async () => {
      const { answer } = await post([operations!, map!]);
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: UPLOAD_MESSAGES.missingFile, extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    });
  });

  it('ignores a file `map` does not name, so the variable stays empty', async () => {
    const [operations, , picture] = pictureParts(file);
    await expectNothingStored(async () => {
      const { answer } = await post([operations!, { name: 'map', value: '{}' }, picture!]);
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: 'La variable "$input" no tiene un valor válido para esta operación.' }),
      ]);
    });
  });

  it('refuses `operations` that are not JSON, a bad `map` and misordered parts (400)', async () => {
    const [operations, map, picture] = pictureParts(file);
    const cases: [Part[], string][] = [
      [[{ name: 'operations', value: '{"query": "mutation {' }, map!, picture!], UPLOAD_MESSAGES.operations],
      [[{ name: 'operations', value: '"texto"' }, map!, picture!], UPLOAD_MESSAGES.operations],
      [[operations!, { name: 'map', value: '[1]' }, picture!], UPLOAD_MESSAGES.map],
      [[operations!, { name: 'map', value: '{"0": ["variables.nada.file"]}' }, picture!], UPLOAD_MESSAGES.mapPath],
      [[map!, operations!, picture!], UPLOAD_MESSAGES.order],
      [[picture!], UPLOAD_MESSAGES.order],
      [[], UPLOAD_MESSAGES.missingFields],
    ];
    await expectNothingStored(async () => {
      for (const [parts, message] of cases) {
        const { status, answer } = await post(parts);
        expect({ status, answer }).toEqual({ status: 400, answer: refusal(message) });
      }
    });
  });

  it('refuses an `operations` field larger than a JSON request may be (413)', async () => {
    const [, map, picture] = pictureParts(file);
    const huge = JSON.stringify({
      query: UPLOAD,
      variables: { input: { file: null } },
      extensions: { x: 'x'.repeat(200_000) },
    });
    const { status, answer } = await post([{ name: 'operations', value: huge }, map!, picture!]);
    expect(status).toBe(413);
    expect(answer).toEqual(refusal('El campo "operations" de la subida es demasiado grande: como máximo 100 kB.'));
  });

  it('refuses an upload that does not say its length (411) and a body cut short', async () => {
    const chunked = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', [CSRF_HEADER]: '1' },
      body: new Blob(['--x--']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toEqual(refusal(UPLOAD_MESSAGES.lengthRequired));

    const { body, contentType } = multipart(pictureParts(file));
    const cut = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
      body: body.subarray(0, body.length - 30),
    });
    const answer = (await cut.json()) as UploadAnswer;
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: UPLOAD_MESSAGES.malformed, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });
});

describe('streaming', () => {
  it('passes the file on to the api while the client is still sending it', async () => {
    const picture = png({ side: 1200, noise: true }); // 4.3 MB
    const { body, contentType } = multipart(pictureParts(picture));
    const half = Math.floor(body.length / 2);
    // What the gateway's REST client has written to the api for the upload call.
    let forwarded = 0;
    let forwardedEnough: () => void;
    const reached = new Promise<void>((resolve) => (forwardedEnough = resolve));
    const onChunk = (message: unknown) => {
      const { request, chunk } = message as { request: { path: string }; chunk: Uint8Array };
      if (!request.path.endsWith('/api/users/profile-picture')) return;
      forwarded += chunk.byteLength;
      if (forwarded >= 1024 * 1024) forwardedEnough();
    };
    subscribe('undici:request:bodyChunkSent', onChunk);
    try {
      const answer = new Promise<UploadAnswer>((resolve, reject) => {
        const client = httpRequest(
          `${stack.gateway.url}/graphql`,
          {
            method: 'POST',
            headers: {
              'content-type': contentType,
              'content-length': body.length,
              [CSRF_HEADER]: '1',
              authorization: `Bearer ${token}`,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as UploadAnswer));
          },
        );
        client.on('error', reject);
        client.write(body.subarray(0, half));
        // The second half waits until the api has been sent a megabyte of the first.
        void reached.then(() => client.end(body.subarray(half)));
      });
      await reached;
      expect(forwarded).toBeLessThan(half);
      const result = await answer;
      expect(result.data!.uploadProfilePicture.userErrors).toEqual([]);
      expect(forwarded).toBeGreaterThan(picture.length);
    } finally {
      unsubscribe('undici:request:bodyChunkSent', onChunk);
    }
  });
});
