// Link previews (issue 21 point 1): 1200×630 JPEGs made from stored images on their first
// request, kept, served like stored media, and removed with their image.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMedia, storeImage } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test?.close());

/** A phone photo's shape (4:3 portrait, 3024×4032) with a bright subject low in the frame. */
async function phonePhoto(): Promise<Buffer> {
  const subject = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#ffd400' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3024, height: 4032, channels: 3, background: '#1d3557' } })
    .composite([{ input: subject, left: 1062, top: 2800 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const hashOf = (url: string) => url.slice('/media/'.length, -'.webp'.length);

async function fetchPreview(path: string) {
  const response = await test.app.inject({ method: 'GET', url: path });
  return { response, image: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null };
}

describe('link previews', () => {
  it('crops a stored photo to 1200×630 around its subject, as a JPEG served like stored media', async () => {
    const stored = await storeImage(test.storage, await phonePhoto());
    const { response, image } = await fetchPreview(`/media/previews/cover/${hashOf(stored.url)}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect([image!.format, image!.width, image!.height]).toEqual(['jpeg', 1200, 630]);
    // The crop keeps the yellow subject low in the photo (a centre crop would hold only the blue
    // ground, red mean ~29; with the subject it is ~67).
    const { channels } = await sharp(response.rawPayload).stats();
    expect(channels[0]!.mean).toBeGreaterThan(50);
    expect(response.rawPayload.length).toBeLessThan(300_000);
  });

  it('frames a logo whole on a plain ground, and makes each preview once', async () => {
    const logo = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#e63946ff' } })
      .png()
      .toBuffer();
    const stored = await storeImage(test.storage, logo);
    const path = `/media/previews/framed/${hashOf(stored.url)}.jpg`;
    const first = await fetchPreview(path);
    expect([first.image!.width, first.image!.height]).toEqual([1200, 630]);
    // The corner is the ground, the centre the logo.
    const { data } = await sharp(first.response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(pixel(5, 5)[0]).toBeGreaterThan(240);
    expect(pixel(600, 315)[1]).toBeLessThan(100);
    const kept = await readdir(join(test.mediaDir, 'previews', 'framed'));
    expect((await fetchPreview(path)).response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(await readdir(join(test.mediaDir, 'previews', 'framed'))).toEqual(kept);
  });

  it("has a default card of the site's own, for pages without a picture", async () => {
    const { response, image } = await fetchPreview('/media/previews/default.jpg');
    expect(response.statusCode).toBe(200);
    expect([image!.format, image!.width, image!.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('answers 404 for an image that is not stored and 400 for a name that is not a preview', async () => {
    expect((await fetchPreview(`/media/previews/cover/${'0'.repeat(32)}.jpg`)).response.statusCode).toBe(404);
    for (const path of [
      '/media/previews/cover/..%2F..%2Fetc%2Fpasswd',
      '/media/previews/sideways/0123456789abcdef0123456789abcdef.jpg',
      '/media/previews/cover/0123456789abcdef0123456789abcdef.png',
    ]) {
      const { response } = await fetchPreview(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('removes the previews with their image', async () => {
    const stored = await storeImage(test.storage, await phonePhoto());
    const hash = hashOf(stored.url);
    await fetchPreview(`/media/previews/cover/${hash}.jpg`);
    await fetchPreview(`/media/previews/framed/${hash}.jpg`);
    const removed = await deleteMedia(test.storage, [stored.url]);
    expect(removed).toEqual(expect.arrayContaining([`previews/cover/${hash}.jpg`, `previews/framed/${hash}.jpg`]));
    expect((await fetchPreview(`/media/previews/cover/${hash}.jpg`)).response.statusCode).toBe(404);
  });
});
