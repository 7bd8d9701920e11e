import type { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { GatewayRefusal, graphError } from '../errors';
import type { RestFile } from '../rest/http';
import { UPLOAD_MESSAGES } from './limits';
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

/**
 * Several files of one argument (a post's images), in their order, for one multipart call.
 * The parser hands a file over only once the file before it has been read, so each is
 * awaited when the call reaches it (`RestFileSource`), not all before the call. The first,
 * which nothing holds back, is awaited here, so a refusal it shows comes before any call.
 */
export async function openUploads(values: readonly UploadValue[], rule: FileRule): Promise<Promise<RestFile>[]> {
  const files = inTheirOrder(values).map((value) => openUpload(value, rule));
  // Each is awaited by the call in its turn, or never when a file before it failed.
  for (const file of files) file.catch(() => {});
  if (files.length > 0) await files[0];
  return files;
}

/**
 * The files as they must arrive: a client that sends a later file before an earlier one
 * would leave the call waiting forever on the earlier one (the parser holds the later one
 * until someone reads it), so that is refused at once, failing every file still awaited.
 */
function inTheirOrder(values: readonly UploadValue[]): UploadValue[] {
  const arrived = values.map(() => false);
  let refuse: (error: GraphQLError) => void = () => {};
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  refused.catch(() => {});
  return values.map((value, index) => {
    const checked = value.then((file) => {
      arrived[index] = true;
      if (arrived.slice(0, index).includes(false)) refuse(graphError('BAD_USER_INPUT', UPLOAD_MESSAGES.fileOrder));
      return file;
    });
    return Promise.race([checked, refused]);
  });
}

async function received(value: UploadValue): Promise<ReceivedFile> {
  try {
    return await value;
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
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
