// Issue 18, point 3: uploads were held whole in memory and every photo was decoded at
// once. Now each request streams its photos to a temporary folder, the photos wait for
// their turn on a bounded image queue, and a post the queue has no room for is refused
// with 503, Retry-After and a Spanish message. Temporary files never outlive a request.
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhotos } from '../../tests/support/real-files';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount } from './helpers';

const BUSY = 'Estamos procesando muchas imágenes, inténtalo en unos segundos.';
/** Posts fired at once, each with PHOTOS photos: ten times what the queue admits. */
const POSTS = 10;
const PHOTOS = 2;

let test: TestApp;
let baseUrl: string;
let token: string;
let photos: Buffer[];

beforeAll(async () => {
  // One post's photos at a time, one photo decoded at a time.
  test = await createTestApp({ seed: 'none', imageQueue: { concurrency: 1, capacity: PHOTOS } });
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
  [{ token }, photos] = await Promise.all([createAccount(test), phonePhotos(PHOTOS)]);
}, 120_000);
afterAll(() => test?.close());

function postForm(title: string): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Una serie de fotos de taller.');
  photos.forEach((photo, index) =>
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `foto-${index}.jpg`),
  );
  return form;
}

/** Everything left in the upload folder: nothing, once every request is done. */
async function leftovers(): Promise<string[]> {
  const folders = await readdir(test.uploadTmpDir);
  const files = await Promise.all(folders.map((folder) => readdir(join(test.uploadTmpDir, folder))));
  return [...folders, ...files.flat()];
}

describe('POST /api/posts under more photos than the image queue admits', () => {
  it('stores each post or refuses it with 503, Retry-After and the message, and leaves no temporary file', async () => {
    const answers = await Promise.all(
      Array.from({ length: POSTS }, async (_unused, index) => {
        const response = await fetch(`${baseUrl}/api/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: postForm(`Serie ${index}`),
          // Never a hang: far past the time the old code took to store them all.
          signal: AbortSignal.timeout(240_000),
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as { error?: string; post?: { images: string[] } },
        };
      }),
    );
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.body.post?.images).toHaveLength(PHOTOS);
      else expect(answer).toEqual({ status: 503, retryAfter: '5', body: { error: BUSY } });
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    expect(await leftovers()).toEqual([]);
  }, 300_000);

  it('removes the temporary file of an upload the client abandons halfway', async () => {
    const boundary = '----moda-abandoned';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA medias\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="foto.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n';
    const upload = httpRequest(`${baseUrl}/api/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + photos[0].length + 100),
      },
    });
    upload.on('error', () => {}); // the socket is destroyed on purpose
    upload.write(head);
    upload.write(photos[0].subarray(0, photos[0].length / 2));
    // The half photo is being written to disk…
    await expect.poll(leftovers, { timeout: 30_000 }).toContainEqual(expect.stringMatching(/\.part$/));
    // …and is gone once the client leaves.
    upload.destroy();
    await expect.poll(leftovers, { timeout: 30_000 }).toEqual([]);
  }, 120_000);
});
