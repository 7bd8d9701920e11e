// Media storage (issue 23): the same contract from the local folder and from an S3 bucket on
// a real S3-speaking server, and the api on S3 end to end: phone photos and a 10 MB PDF stored
// in the bucket, served through /media with today's headers, ranges and revalidation, link
// previews drawn from the bucket, files removed with their post, and /ready watching it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, phonePhotos } from '../../tests/support/real-files';
import type { StoredImage } from '../src/db/columns';
import { createLocalStorage, type MediaStorage } from '../src/services/media-storage';
import { createS3Storage } from '../src/services/media-storage/s3';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount } from './helpers';
import { multipart } from './job-offers.fixtures';
import { startS3Server, type TestS3 } from './s3-server';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  [s3, folder] = await Promise.all([startS3Server(), mkdtemp(join(tmpdir(), 'moda-storage-'))]);
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const text = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each([
  ['a local folder', () => createLocalStorage(folder)],
  ['an S3 bucket', () => createS3Storage(s3.config)],
])('media storage in %s', (_where, storageOf: () => MediaStorage) => {
  it('writes, reads, opens whole or by range, and removes names', async () => {
    const storage = storageOf();
    const name = `${'a'.repeat(32)}.pdf`;
    expect([await storage.has(name), await storage.size(name), await storage.read(name)]).toEqual([false, null, null]);
    expect(await storage.open(name)).toBeNull();
    await storage.put(name, Buffer.from('%PDF-0123456789'));
    expect([await storage.has(name), await storage.size(name)]).toEqual([true, 15]);
    expect((await storage.read(name))!.toString()).toBe('%PDF-0123456789');
    const whole = (await storage.open(name))!;
    expect([whole.size, await text(whole.body)]).toEqual([15, '%PDF-0123456789']);
    const part = (await storage.open(name, { start: 5, end: 8 }))!;
    expect([part.size, await text(part.body)]).toEqual([15, '0123']);
    expect(await storage.remove(name)).toBe(true);
    expect([await storage.remove(name), await storage.has(name)]).toEqual([false, false]);
  });

  it('keeps names with folders (link previews) and answers its check', async () => {
    const storage = storageOf();
    const name = `previews/cover/${'b'.repeat(32)}.jpg`;
    await storage.put(name, Buffer.from('jpeg'));
    expect(await storage.size(name)).toBe(4);
    expect(await storage.remove(name)).toBe(true);
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

it('an S3 storage without its bucket fails its check', async () => {
  await expect(createS3Storage({ ...s3.config, bucket: 'no-existe' }).check()).rejects.toThrow();
});

describe('the api with MEDIA_STORAGE=s3', () => {
  let test: TestApp;
  let base: string;
  let account: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    test = await createTestApp({ seed: 'none', s3: s3.config });
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
    account = await createAccount(test);
  });
  afterAll(() => test?.close());

  const send = async <T>(method: 'POST' | 'PUT', url: string, form: ReturnType<typeof multipart>) => {
    const response = await test.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${account.token}` },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as T;
  };

  it('stores a post of three phone photos in the bucket only, and serves them with their headers', async () => {
    const photos = await phonePhotos(3);
    const files = photos.map((content, index) => ({
      field: 'images',
      filename: `IMG_${index}.jpg`,
      content,
      type: 'image/jpeg',
    }));
    const { post } = await send<{ post: { _id: string; imageDetails: StoredImage[] } }>(
      'POST',
      '/api/posts',
      multipart({ title: 'Marea', description: 'Lino.' }, files),
    );
    const urls: string[] = post.imageDetails.flatMap((image) => [
      image.url,
      ...image.variants.map((variant) => variant.url),
    ]);
    expect(urls).toHaveLength(12);
    const keys = await s3.keys();
    for (const url of urls) expect(keys).toContain(url.slice('/media/'.length));
    expect(await readdir(test.mediaDir).catch(() => []), 'nothing in the local folder').toEqual([]);

    const answer = await fetch(base + urls[0]);
    expect(answer.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'].map((name) => [
          name,
          answer.headers.get(name),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes).toEqual(await test.storage.read(urls[0]!.slice('/media/'.length)));
    const again = await fetch(base + urls[0], { headers: { 'if-none-match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const preview = await fetch(
      `${base}/media/previews/cover/${urls[0]!.slice('/media/'.length, -'.webp'.length)}.jpg`,
    );
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await s3.keys()).toContain(`previews/cover/${urls[0]!.slice('/media/'.length, -'.webp'.length)}.jpg`);

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(removed.statusCode).toBe(200);
    const left = await s3.keys();
    for (const url of urls) expect(left).not.toContain(url.slice('/media/'.length));
    expect(left.filter((key) => key.startsWith('previews/cover/'))).toEqual([]);
  });

  it('serves a 10 MB CV from the bucket whole, by range, and by HEAD, as a download', async () => {
    const pdf = pdfOfSize();
    const { cvUrl } = await send<{ cvUrl: string }>(
      'PUT',
      '/api/users/cv',
      multipart({}, { field: 'file', filename: 'cv.pdf', content: pdf, type: 'application/pdf' }),
    );
    const whole = await fetch(base + cvUrl);
    expect([whole.status, whole.headers.get('content-length'), whole.headers.get('content-disposition')]).toEqual([
      200,
      String(pdf.length),
      `attachment; filename="${cvUrl.slice('/media/'.length)}"`,
    ]);
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
    const part = await fetch(base + cvUrl, { headers: { range: 'bytes=1000000-1000099' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 1000000-1000099/${pdf.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(1_000_000, 1_000_100))).toBe(true);
    const tail = await fetch(base + cvUrl, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(pdf.subarray(-10))).toBe(true);
    const beyond = await fetch(base + cvUrl, { headers: { range: `bytes=${pdf.length}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${pdf.length}`]);
    const head = await fetch(base + cvUrl, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(pdf.length)]);
    expect((await fetch(`${base}/media/${'c'.repeat(32)}.pdf`)).status).toBe(404);
  });

  it('is ready while the bucket answers, and not once it is gone', async () => {
    const ready = await test.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json().checks.media]).toEqual([200, 'ok']);
    const gone = await createTestApp({ seed: 'none', s3: { ...s3.config, bucket: 'no-existe' } });
    try {
      const answer = await gone.app.inject({ method: 'GET', url: '/ready' });
      expect([answer.statusCode, answer.json().checks.media]).toEqual([503, 'down']);
    } finally {
      await gone.close();
    }
  });
});
