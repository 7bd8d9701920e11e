import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Files the size people send, made at test time: phone photos (12 MP JPEGs of 2–5 MB with a
 * camera's EXIF) and PDFs of any size (a CV or portfolio of 10 MB). A test that passes only
 * with tiny files proves nothing about uploads: a multipart parser's buffers, a decoder's
 * memory and a slow line behave differently past a few hundred kilobytes.
 *
 * Photos take about 2 s each to encode, so each is kept in the system's temporary folder by
 * its number and reused by every suite of the run (and later runs); no file is committed.
 */

const CACHE = join(tmpdir(), 'moda-real-files');

/** The photo's pixels, as a phone's main camera takes them (4:3). */
const PHOTO = { width: 4032, height: 3024 } as const;

/** A phone photo: noisy enough that JPEG cannot shrink it, so 2–5 MB by `number`. */
export async function phonePhoto(number = 0): Promise<Buffer> {
  return cached(`photo-${number}.jpg`, () => {
    // sigma 10 → about 3 MB, 16 → about 4.4 MB at quality 88.
    const sigma = 10 + (number % 4) * 2;
    return sharp({
      create: { ...PHOTO, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
    })
      .jpeg({ quality: 88 })
      .withExif({
        IFD0: { Make: 'Moda', Model: 'Teléfono de prueba' },
        IFD2: { DateTimeOriginal: '2026:11:26 10:00:00' },
      })
      .toBuffer();
  });
}

/**
 * A phone photo saved at the camera's highest quality: about 9.5 MB, just under the api's
 * 10 MB per image (the size of the photos in issue 18's measurement).
 */
export async function fullQualityPhoto(number = 0): Promise<Buffer> {
  return cached(`photo-full-${number}.jpg`, () =>
    sharp({
      create: { ...PHOTO, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 19 } },
    })
      .jpeg({ quality: 97 })
      .toBuffer(),
  );
}

/** `count` distinct phone photos. */
export function phonePhotos(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_unused, number) => phonePhoto(number)));
}

const MiB = 1024 * 1024;

/**
 * A valid one-page PDF of exactly `bytes` (10 MiB by default: the largest CV the api takes),
 * most of it an embedded stream of random bytes, as a scanned portfolio would carry.
 */
export function pdfOfSize(bytes = 10 * MiB): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    streamObject('BT /F1 24 Tf 72 760 Td (Portfolio) Tj ET'),
  ];
  const build = (padding: Buffer) => {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets: number[] = [];
    const length = () => parts.reduce((sum, part) => sum + part.length, 0);
    const add = (body: Buffer | string, number: number) => {
      offsets.push(length());
      parts.push(Buffer.from(`${number} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n'));
    };
    objects.forEach((body, index) => add(body, index + 1));
    add(
      Buffer.concat([Buffer.from(`<< /Length ${padding.length} >>\nstream\n`), padding, Buffer.from('\nendstream')]),
      5,
    );
    const xref = length();
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    parts.push(
      Buffer.from(
        `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      ),
    );
    return Buffer.concat(parts);
  };
  const noise = randomBytes(Math.max(0, bytes - build(Buffer.alloc(0)).length));
  // The padding's own length adds digits to /Length and to the offsets after it: trim them off.
  for (let padding = noise.length; padding >= 0;) {
    const pdf = build(noise.subarray(0, padding));
    if (pdf.length === bytes) return pdf;
    padding -= Math.max(1, pdf.length - bytes);
  }
  throw new Error(`cannot make a PDF of exactly ${bytes} bytes`);
}

function streamObject(content: string): string {
  return `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
}

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(CACHE, name);
  try {
    return await readFile(path);
  } catch {
    const bytes = await make();
    await mkdir(CACHE, { recursive: true });
    // Written under a name of its own first, so a suite running beside this one never reads half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    return bytes;
  }
}
