// Reading multipart uploads, with the rules every upload route shares: a file over the
// route's limit is refused whole (413), never kept cut short; a cut-off or malformed
// body is the client's fault (400), never a 500; text parts go through the NUL guard.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Refusal } from '../domain/refusals';
import { HttpError, MESSAGES, badRequest } from './errors';
import { refuseNul } from './input-guards';

interface UploadedFile {
  bytes: Buffer;
  /** The client's name for the file, reduced to a safe display name. */
  filename: string;
}

/** The route's 413 refusal, built when a file turns out to be over its limit. */
type TooLarge = () => HttpError;

export const UPLOAD_MESSAGES = {
  brokenBody: 'El formulario enviado está incompleto o dañado. Vuelve a enviarlo.',
  jsonPart: 'Un campo enviado como application/json no contiene un JSON válido.',
  fieldTooLong: (field: string) => `El campo "${field}" es demasiado largo.`,
} as const;

const MAX_FILENAME = 200;

/** Reads the one `file` part of the account uploads (picture, logos, CV, portfolio). */
export function readFilePart(
  request: FastifyRequest,
  messages: { missing: string; tooLarge?: string },
): Promise<UploadedFile> {
  const tooLarge = () => new HttpError(413, messages.tooLarge ?? MESSAGES.fileTooLarge, 'file');
  return readMultipart(async () => {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(messages.missing, 'file');
    return { bytes: await fileBytes(part, tooLarge), filename: displayName(part.filename) };
  }, tooLarge);
}

/**
 * Runs a reader of the request's parts, turning the parser's failures into refusals;
 * `ownRefusals` words some of the parser's error codes for this form.
 */
export async function readMultipart<T>(
  read: () => Promise<T>,
  tooLarge: TooLarge,
  ownRefusals: Record<string, () => HttpError> = {},
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const own = ownRefusals[String((error as { code?: unknown }).code)];
    throw own ? own() : uploadRefusal(error, tooLarge);
  }
}

/**
 * A file part's bytes, whole. The parser stops keeping a file at the fileSize limit and
 * flags it `truncated`, but toBuffer() only notices when a chunk arrives after the cut:
 * when the chunks end exactly at the limit (a proxy or a browser streaming the file in
 * 64 KiB pieces) the file came back cut to the limit and was stored. The flag is final
 * once the file has ended, so it is checked here.
 */
export async function fileBytes(part: MultipartFile, tooLarge: TooLarge): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * A request's own folder for the files it streams to disk, so that a form of several
 * large files is never held in memory (see withUploadFolder).
 */
export interface UploadFolder {
  /** Streams a file part into a new file of the folder and answers its path; 413 when over the limit. */
  save(part: MultipartFile, tooLarge: TooLarge): Promise<string>;
}

/**
 * Runs `work` with a new folder under `root`, and removes the folder and its files once
 * `work` is done, whatever happened (stored, refused, the client gone), before answering.
 */
export async function withUploadFolder<T>(root: string, work: (folder: UploadFolder) => Promise<T>): Promise<T> {
  const path = await mkdtemp(join(root, 'upload-'));
  let files = 0;
  const folder: UploadFolder = {
    async save(part, tooLarge) {
      files += 1;
      const file = join(path, `${files}.part`);
      // pipeline settles only once the file is closed, so the removal never races a late write.
      await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      // As in fileBytes: the parser's cut is only known once the file has ended.
      if (part.file.truncated) throw tooLarge();
      return file;
    },
  };
  try {
    return await work(folder);
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}

/** A text part's value (parsed already when sent as application/json), checked. */
export function fieldValue(part: MultipartValue): unknown {
  if (part.valueTruncated) throw badRequest(UPLOAD_MESSAGES.fieldTooLong(part.fieldname), part.fieldname);
  refuseNul(part.value, part.fieldname);
  return part.value;
}

/** A text part's value as text: a part sent as application/json arrives parsed. */
export function fieldText(part: MultipartValue): string {
  const value = fieldValue(part);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The parser's errors as Spanish refusals; anything else is passed on unchanged. */
function uploadRefusal(error: unknown, tooLarge: TooLarge): unknown {
  if (error instanceof HttpError || error instanceof Refusal) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest(UPLOAD_MESSAGES.jsonPart);
  if (isBrokenBody(error)) return badRequest(UPLOAD_MESSAGES.brokenBody);
  return error;
}

/**
 * A body that ends before its closing boundary, or has none: busboy reports these as
 * plain errors ("Unexpected end of multipart data", "Part terminated early…",
 * "Multipart: Boundary not found"); a connection closed mid-body as a premature close.
 */
function isBrokenBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET') return true;
  return code === undefined && /multipart/i.test(error.message);
}

/** The last path segment without control characters: shown to people, never used as a path. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, MAX_FILENAME) || ''
  );
}
