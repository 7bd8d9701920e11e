// Header images of educational offers: JPG, PNG or GIF only, told by their content (never
// by name or declared type), then re-encoded by the media store like every upload.
import sharp from 'sharp';
import type { StoredImage } from '../db/columns';
import { Refusal } from '../domain/refusals';
import { MAX_INPUT_PIXELS, type MediaStore } from './media';

export const MAX_HEADER_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);
/** Wide enough for a full-width banner on a large screen. */
const BANNER_MAX_WIDTH = 1920;

export class HeaderImageError extends Error {
  constructor(readonly reason: 'type' | 'unreadable') {
    super(`header image refused: ${reason}`);
  }
}

export async function storeHeaderImage(media: MediaStore, bytes: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new HeaderImageError('type');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HeaderImageError('type');
  if (pixels > MAX_INPUT_PIXELS) throw new HeaderImageError('unreadable');
  try {
    return await media.store(bytes, { maxWidth: BANNER_MAX_WIDTH });
  } catch (error) {
    // A file system failure or a full image queue is the server's; a decoding failure
    // (truncated data) is the file's.
    if (error instanceof Refusal || typeof (error as { code?: unknown }).code === 'string') throw error;
    throw new HeaderImageError('unreadable');
  }
}
