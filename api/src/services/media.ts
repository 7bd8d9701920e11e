// Stores images: re-encoded by sharp (which also proves the bytes are an image and
// drops metadata such as GPS positions), named by content hash so they can be cached
// forever, with resized copies for srcset.
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ImageVariant, StoredImage } from '../db/columns';
import type { MediaStorage } from './media-storage';
import {
  DEFAULT_PREVIEW_NAME,
  PREVIEW_KINDS,
  makeDefaultPreview,
  makePreview,
  previewName,
  type PreviewKind,
} from './previews';
import { UNBOUNDED_QUEUE, createImageQueue, type Admission, type ImageQueue } from './image-queue';

// Every upload is a new picture: libvips' cache of recent operations (up to 50 MB and 20
// open files by default) would only keep decoded images alive after their request.
sharp.cache(false);

const VARIANT_WIDTHS = [320, 640, 1024] as const;
/** Larger inputs are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
const MEDIA_URL_PREFIX = '/media/';
/** libwebp effort 2 of 6: about 3x faster than the default for a few percent more bytes. */
const WEBP_EFFORT = 2;
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class InvalidImageError extends Error {}

interface StoreImageOptions {
  /** Largest width kept for the original. */
  maxWidth?: number;
  /** Crop to a centred square of this side (profile pictures). */
  square?: number;
  /** Accept SVG input: only for images the server draws itself (seed), never uploads. */
  trusted?: boolean;
}

/** An image's bytes, or the path of the temporary file an upload was streamed to. */
export type ImageInput = Buffer | string;

export interface MediaStore {
  readonly storage: MediaStorage;
  /** Bounds the image work of every route that stores through this store. */
  readonly queue: ImageQueue;
  /** Stores one image in its turn (a busy refusal when the queue is full). */
  store(input: ImageInput, options?: StoreImageOptions): Promise<StoredImage>;
  /**
   * Stores several images admitted together (all or none: a busy refusal), each settled on its
   * own; those not started when `signal` aborts (the client went away) are skipped.
   */
  storeAll(inputs: readonly ImageInput[], signal?: AbortSignal): Promise<PromiseSettledResult<StoredImage>[]>;
  /**
   * The stored name of a link preview of the image `hash` (services/previews.ts), made in its
   * turn the first time; null when there is no such image. No hash: the site's default card.
   */
  preview(kind: PreviewKind, hash: string): Promise<string | null>;
  defaultPreview(): Promise<string>;
}

const existing = async (storage: MediaStorage, name: string) => ((await storage.has(name)) ? name : null);

/** Without a queue: no bound (the seed and the command line draw their own images). */
export function createMediaStore(storage: MediaStorage, queue = createImageQueue(UNBOUNDED_QUEUE)): MediaStore {
  const storeAdmitted = async <T>(count: number, work: (admission: Admission) => Promise<T>) => {
    const admission = queue.admit(count);
    try {
      return await work(admission);
    } finally {
      admission.close();
    }
  };
  return {
    storage,
    queue,
    store: (input, options) =>
      storeAdmitted(1, (admission) => admission.run(() => storeImage(storage, input, options))),
    storeAll: (inputs, signal) =>
      storeAdmitted(inputs.length, (admission) =>
        Promise.allSettled(inputs.map((input) => admission.run(() => storeImage(storage, input), signal))),
      ),
    // A preview made before is only looked up; only a new one takes a place in the queue.
    preview: async (kind, hash) =>
      (await existing(storage, previewName(kind, hash))) ??
      storeAdmitted(1, (admission) => admission.run(() => makePreview(storage, kind, hash))),
    defaultPreview: async () =>
      (await existing(storage, DEFAULT_PREVIEW_NAME)) ??
      storeAdmitted(1, (admission) => admission.run(() => makeDefaultPreview(storage))),
  };
}

export async function storeImage(
  storage: MediaStorage,
  input: ImageInput,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  await assertImage(input, options.trusted ?? false);
  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const resized = options.square
    ? decoded.resize({ width: options.square, height: options.square, fit: 'cover', position: 'attention' })
    : decoded.resize({ width: options.maxWidth ?? 2048, withoutEnlargement: true });
  return storeEncoded(storage, resized);
}

/**
 * Encodes an image pipeline (decoded and checked already) as WebP under its content hash,
 * with its resized copies: how every stored image is written, uploads and drawn ones alike.
 * `effort` (libwebp 0–6) trades bytes for time: the seed's hundreds of pictures take 0.
 */
export async function storeEncoded(storage: MediaStorage, image: Sharp, effort = WEBP_EFFORT): Promise<StoredImage> {
  const { data: pixels, info } = await decode(image);
  // The original and its copies are encoded from the decoded pixels: decoding the
  // encoded original again for each copy cost more than the encoding itself.
  const fromPixels = () =>
    sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } });
  const data = await fromPixels().webp({ quality: 82, effort }).toBuffer();
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  await storage.put(`${hash}.webp`, data);
  const variants: ImageVariant[] = [];
  for (const width of VARIANT_WIDTHS.filter((w) => w < info.width)) {
    const name = `${hash}-${width}.webp`;
    if (!(await storage.has(name))) {
      await storage.put(name, await fromPixels().resize({ width }).webp({ quality: 80, effort }).toBuffer());
    }
    variants.push({ width, url: MEDIA_URL_PREFIX + name });
  }
  return { url: `${MEDIA_URL_PREFIX}${hash}.webp`, width: info.width, height: info.height, variants };
}

/**
 * The header can be read while the pixels cannot (a file cut short, corrupt data): sharp
 * fails only when decoding, and that is the file's fault, not the server's.
 */
async function decode(image: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await image.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new InvalidImageError(`cannot decode: ${(error as Error).message}`);
  }
}

async function assertImage(input: ImageInput, trusted: boolean): Promise<void> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw new InvalidImageError('not an image');
  }
  if (!format || !(UPLOAD_FORMATS.has(format) || (trusted && format === 'svg'))) {
    throw new InvalidImageError(`format not accepted: ${format ?? 'unknown'}`);
  }
}

// PDF documents (CVs, portfolios) and file removal, added for the account routes.

const PDF_SIGNATURE = '%PDF-';

export class InvalidPdfError extends Error {}

export interface StoredFile {
  url: string;
}

/** True when the bytes start with the PDF signature (the name and declared type prove nothing). */
function isPdf(input: Buffer): boolean {
  return input.subarray(0, PDF_SIGNATURE.length).toString('latin1') === PDF_SIGNATURE;
}

/** Stores a PDF as it is, under a content-hash name (same bytes, same file). */
export async function storePdf(storage: MediaStorage, input: Buffer): Promise<StoredFile> {
  if (!isPdf(input)) throw new InvalidPdfError('not a PDF');
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  await storage.put(`${hash}.pdf`, input);
  return { url: `${MEDIA_URL_PREFIX}${hash}.pdf` };
}

/** Only names this module writes: a content hash, an optional variant width, an extension. */
export const STORED_NAME = /^([0-9a-f]{32})(-\d+)?\.(webp|pdf)$/;

/**
 * Removes stored files by URL, with the resized copies of an image. URLs that are not
 * ours (external links, anything with a path) are skipped, so a stored URL can never
 * reach outside the media. Missing files are fine. Answers the names removed.
 */
export async function deleteMedia(storage: MediaStorage, urls: Iterable<string>): Promise<string[]> {
  const names = new Set<string>();
  for (const url of urls) {
    const match = url.startsWith(MEDIA_URL_PREFIX) ? STORED_NAME.exec(url.slice(MEDIA_URL_PREFIX.length)) : null;
    if (!match) continue;
    const [name, hash, variant, extension] = match;
    names.add(name);
    // An original's copies and link previews are named after it; they go with it.
    if (!variant && extension === 'webp') {
      for (const width of VARIANT_WIDTHS) names.add(`${hash}-${width}.webp`);
      for (const kind of PREVIEW_KINDS) names.add(previewName(kind, hash));
    }
  }
  const removed: string[] = [];
  for (const name of names) if (await storage.remove(name)) removed.push(name);
  return removed;
}
