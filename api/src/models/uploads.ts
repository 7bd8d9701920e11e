// Reading the one file of a multipart request (the `file` field of the account
// uploads): a missing part and an oversized file become Spanish refusals.
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The client's name for the file, reduced to a safe display name. */
  filename: string;
}

const MAX_FILENAME = 200;

export async function readFilePart(
  request: FastifyRequest,
  messages: { missing: string; tooLarge?: string },
): Promise<UploadedFile> {
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw badRequest(messages.missing, 'file');
  try {
    return { bytes: await part.toBuffer(), filename: displayName(part.filename) };
  } catch (error) {
    if (messages.tooLarge && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, messages.tooLarge, 'file');
    }
    throw error;
  }
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
