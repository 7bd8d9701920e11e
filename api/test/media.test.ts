// Image storage: re-encoding, metadata stripping, variants, content-hash names.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageError, storeImage } from '../src/services/media';
import { createLocalStorage, type MediaStorage } from '../src/services/media-storage';

let dir: string;
let storage: MediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moda-media-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#457b9d' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Ana', Copyright: 'privado' } })
    .toBuffer();

describe('storeImage', () => {
  it('keeps the original as webp and adds only the variants smaller than it', async () => {
    const stored = await storeImage(storage, await photo(800, 600));
    expect(stored).toMatchObject({ width: 800, height: 600 });
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640]);
    const base = stored.url.slice('/media/'.length, -'.webp'.length);
    expect(stored.variants.map((v) => v.url)).toEqual([`/media/${base}-320.webp`, `/media/${base}-640.webp`]);
    const variant = await sharp(join(dir, `${base}-320.webp`)).metadata();
    expect([variant.format, variant.width, variant.height]).toEqual(['webp', 320, 240]);
  });

  it('drops metadata such as EXIF', async () => {
    const input = await photo(400, 400);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(storage, input);
    expect((await sharp(join(dir, stored.url.slice('/media/'.length))).metadata()).exif).toBeUndefined();
  });

  it('names files by content: the same image is stored once', async () => {
    const input = await photo(300, 200);
    const first = await storeImage(storage, input);
    const before = (await readdir(dir)).length;
    expect(await storeImage(storage, input)).toEqual(first);
    expect((await readdir(dir)).length).toBe(before);
  });

  it('refuses what is not an image, SVG uploads and decompression bombs', async () => {
    await expect(storeImage(storage, Buffer.from('no soy una imagen'))).rejects.toBeInstanceOf(InvalidImageError);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(storeImage(storage, svg)).rejects.toBeInstanceOf(InvalidImageError);
    expect((await storeImage(storage, svg, { trusted: true })).width).toBe(10);
    // A tiny PNG whose header claims 7000 × 7000 pixels (49 MP, over the 40 MP limit).
    const bomb = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    bomb.writeUInt32BE(7000, 16);
    bomb.writeUInt32BE(7000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb).metadata()).width).toBe(7000);
    await expect(storeImage(storage, bomb)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('refuses an image whose header reads but whose pixels are cut off (found by the fuzz test)', async () => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const cut = png.subarray(0, png.length >> 1);
    expect((await sharp(cut).metadata()).width).toBe(48);
    const before = await readdir(dir);
    await expect(storeImage(storage, cut)).rejects.toBeInstanceOf(InvalidImageError);
    expect(await readdir(dir)).toEqual(before);
  });
});
