import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * PNG files made here, without an image library: a solid square for a picture that
 * must pass, and noise stored uncompressed for an image of a chosen size (a noisy image
 * is as large as its pixels, 3 bytes each). `bytes` pads the file to exactly that size
 * with a private ancillary chunk, which decoders skip.
 */
export function png({
  side = 8,
  noise = false,
  bytes,
}: { side?: number; noise?: boolean; bytes?: number } = {}): Buffer {
  const row = 1 + side * 3;
  const pixels = Buffer.alloc(row * side, 0x80);
  if (noise) for (let y = 0; y < side; y++) randomBytes(side * 3).copy(pixels, y * row + 1);
  for (let y = 0; y < side; y++) pixels[y * row] = 0; // filter: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const body = [chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: noise ? 0 : 9 }))];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = SIGNATURE.length + [...body, end].reduce((sum, part) => sum + part.length, 0);
  if (bytes !== undefined) {
    if (bytes < size + 12) throw new Error(`a PNG of ${side}² takes ${size} bytes, more than ${bytes} - 12`);
    body.push(chunk('prVt', Buffer.alloc(bytes - size - 12)));
  }
  return Buffer.concat([SIGNATURE, ...body, end]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
