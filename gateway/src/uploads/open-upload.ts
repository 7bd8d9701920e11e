import type { Readable } from 'node:stream';
import { GatewayRefusal, graphError } from '../errors';
import type { RestFile } from '../rest/http';
import { uploadFailure } from './multipart-request';
import type { ReceivedFile, UploadValue } from './upload-value';

/** What the api takes in one file field (CONTRACT.md § Upload limits). */
export interface FileRule {
  /** The api's multipart field: `file`, `images`, `logo`, `headerImage`. */
  field: string;
  /** The most bytes the api takes there; exactly this many pass. */
  maxBytes: number;
  /** The api's 413 message for a larger file, which the userError repeats. */
  tooLarge: string;
}

/**
 * An `Upload` argument as a file for a multipart REST call (`RestCaller.sendFiles`): its
 * bytes are passed on as they arrive and counted, and the call is cut off (the api
 * stores nothing) the moment they pass the rule's limit. A file the request's length
 * shows to be too large is refused before any call. Both refusals are a GatewayRefusal
 * (a userError, as the api's 413 would be); a file the request lacks is BAD_USER_INPUT.
 */
export async function openUpload(value: UploadValue, rule: FileRule): Promise<RestFile> {
  const file = await received(value);
  const tooLarge = () => new GatewayRefusal(rule.tooLarge, rule.field);
  if (file.minBytes > rule.maxBytes) throw tooLarge();
  let stream: Readable;
  try {
    stream = file.createReadStream();
  } catch (error) {
    throw graphError('BAD_USER_INPUT', uploadFailure(error).message);
  }
  return {
    field: rule.field,
    filename: file.filename,
    contentType: file.mimetype,
    content: counted(stream, rule.maxBytes, tooLarge),
  };
}

async function received(value: UploadValue): Promise<ReceivedFile> {
  try {
    return await value;
  } catch (error) {
    throw graphError('BAD_USER_INPUT', uploadFailure(error).message);
  }
}

/** The file's bytes, cut off past `maxBytes`; a request that breaks off is the client's fault. */
async function* counted(stream: Readable, maxBytes: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw tooLarge();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof GatewayRefusal) throw error;
    throw graphError('BAD_USER_INPUT', uploadFailure(error).message);
  }
  // busboy ends a file cut at its own limit as if it were whole (multipart-request.ts).
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
}
