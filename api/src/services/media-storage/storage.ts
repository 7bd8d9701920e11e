// Where stored media live: a folder on this machine (the default) or an S3-compatible
// bucket shared by every replica (MEDIA_STORAGE=s3). Names are the media store's own
// (`<hash>.webp`, `<hash>-640.webp`, `<hash>.pdf`, `previews/<kind>/<hash>.jpg`): named by
// content, so a name once written never changes and writing it again is never needed.
import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedMedia {
  body: Readable;
  /** The whole object's size, whatever part of it `body` streams. */
  size: number;
}

export interface MediaStorage {
  /** Where the media are, for the log and the errors. */
  readonly location: string;
  has(name: string): Promise<boolean>;
  /** The object's size in bytes, or null when there is none by that name. */
  size(name: string): Promise<number | null>;
  /** Writes a name that is not there yet; readers never see half an object. */
  put(name: string, data: Buffer): Promise<void>;
  /** Writes (or replaces) a name from a file of this machine, streamed: for large objects. */
  putFile(name: string, path: string): Promise<void>;
  read(name: string): Promise<Buffer | null>;
  open(name: string, range?: ByteRange): Promise<OpenedMedia | null>;
  /** Answers whether there was such an object. */
  remove(name: string): Promise<boolean>;
  /** Throws when the media cannot be reached or written (the api's /ready). */
  check(): Promise<void>;
}

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** `work`'s answer, or null when it failed because the object is not there. */
export async function orNullWhenMissing<T>(work: () => Promise<T>, missing: (error: unknown) => boolean) {
  try {
    return await work();
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** The type a stored name's extension says (media are served with it and no sniffing). */
export function mediaTypeOf(name: string): string {
  return MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
