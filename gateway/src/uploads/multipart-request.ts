import type { IncomingMessage, ServerResponse } from 'node:http';
import { processRequest, Upload } from 'graphql-upload-minimal';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { perClientLimit } from '../http/per-client';
import { BODY_LIMITS, FIELD_LIMIT_TEXT, isMultipart } from '../http/request-body';
import { requestRefusal } from '../http/request-errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './limits';
import type { ReceivedFile } from './upload-value';

/** The node request and response of a GraphQL request (the gateway's server context). */
export interface NodeExchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/** The node exchange and the client's address (security/client-address.ts). */
export interface ClientExchange extends NodeExchange {
  clientAddress: string;
}

/**
 * GraphQL multipart requests (uploads) are read by `readUploadRequest` in place of Yoga's
 * parser. After `useRequestBody`, which has checked their declared length. One client
 * address sends at most `perClient` of them at once: more are refused with 429 before a
 * byte of them is read, so one client cannot take every upload connection to the api.
 */
export function useUploads(perClient: number): Plugin<object, ClientExchange> {
  const uploads = perClientLimit(perClient);
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== 'POST' || !isMultipart(request)) return;
      if (!uploads.enter(serverContext.clientAddress, serverContext.res)) {
        throw requestRefusal(UPLOAD_MESSAGES.busy, { status: 429, headers: { 'Retry-After': '5' } });
      }
      const declaredLength = Number(request.headers.get('content-length'));
      setRequestParser(() => readUploadRequest(serverContext, declaredLength));
    },
  };
}

/**
 * Reads a GraphQL multipart request with graphql-upload-minimal instead of Yoga's own
 * parser, which reads every file into memory before the operation runs. processRequest
 * reads the node request as a stream and resolves as soon as `operations` and `map` are
 * in, with an `Upload` wherever a file goes; each file is then a stream the mutation
 * passes on to the api while it arrives (open-upload.ts). The request's declared length
 * tells how large a lone file is at least, so a file that cannot fit is refused before
 * the api hears of it; whatever no mutation read is discarded once the answer is sent.
 */
export async function readUploadRequest({ req, res }: NodeExchange, declaredLength: number): Promise<GraphQLParams> {
  const parsing = processRequest(req, res, {
    maxFieldSize: BODY_LIMITS.json,
    // One byte over the largest limit: busboy cuts a file at its limit and ends it as if
    // whole; the mutation's own count (open-upload.ts) refuses it before that.
    maxFileSize: UPLOAD_LIMITS.fileBytes + 1,
    maxFiles: UPLOAD_LIMITS.files,
  });
  // Attached in the same tick processRequest piped the request, so no chunk goes uncounted.
  const received = countBytes(req);
  discardUnreadAfterAnswer(req, res);
  let operations: Awaited<typeof parsing>;
  try {
    operations = await parsing;
  } catch (error) {
    const { message, status } = uploadFailure(error);
    throw requestRefusal(message, { status });
  }
  const uploads = uploadsIn(operations);
  const trailer = closingBoundaryBytes(req.headers['content-type']);
  for (const upload of uploads) {
    // Only a lone file is followed by nothing but the closing boundary.
    const minBytes = () => (uploads.length === 1 ? Math.max(0, declaredLength - received.bytes - trailer) : 0);
    upload.promise = upload.promise.then((file): ReceivedFile => ({ ...file, minBytes: minBytes() }));
    upload.promise.catch(() => {}); // an operation refused before it ran never awaits it
  }
  // Arrays are batched operations, which Yoga refuses in Spanish (request-errors.ts).
  return operations as GraphQLParams;
}

function countBytes(req: IncomingMessage): { bytes: number } {
  const received = { bytes: 0 };
  req.on('data', (chunk: Buffer) => {
    received.bytes += chunk.byteLength;
  });
  return received;
}

/**
 * A mutation may answer without reading its file (refused, or not signed in), and a
 * request may carry parts nobody reads: once the answer is out, the parser lets go and
 * the rest of the body (at most its declared length) is read and dropped, so the client
 * finishes sending and the connection stays usable.
 */
function discardUnreadAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('close', () => {
    if (req.readableEnded || req.destroyed) return;
    req.unpipe();
    req.resume();
  });
}

/** Every distinct Upload processRequest put into the operations (its `map` entries). */
function uploadsIn(value: unknown, found = new Set<Upload>()): Upload[] {
  if (value instanceof Upload) found.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) uploadsIn(item, found);
  return [...found];
}

/** `\r\n--<boundary>--\r\n`, the bytes after the last file. */
function closingBoundaryBytes(contentType: string | undefined): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return Buffer.byteLength(boundary?.[1] ?? boundary?.[2] ?? '') + 8;
}

/** graphql-upload-minimal's and busboy's refusals, by the start of their message. */
const REFUSALS: readonly (readonly [prefix: string, message: string])[] = [
  ["Invalid JSON in the 'operations'", UPLOAD_MESSAGES.operations],
  ["Invalid type for the 'operations'", UPLOAD_MESSAGES.operations],
  ["Invalid object path for the 'map'", UPLOAD_MESSAGES.mapPath],
  ["Invalid JSON in the 'map'", UPLOAD_MESSAGES.map],
  ["Invalid type for the 'map'", UPLOAD_MESSAGES.map],
  ['Misordered multipart fields', UPLOAD_MESSAGES.order],
  ["Missing multipart field 'operations'", UPLOAD_MESSAGES.missingFields],
  ["Missing multipart field 'map'", UPLOAD_MESSAGES.missingFields],
  ["graphql-upload-minimal couldn't find any files or JSON", UPLOAD_MESSAGES.missingFields],
  ['File missing in the request', UPLOAD_MESSAGES.missingFile],
  ['Request disconnected', UPLOAD_MESSAGES.disconnected],
];

/**
 * A failure to read the multipart request (or one of its files), as the client is told:
 * a Spanish message, with graphql-upload-minimal's status (413 for the limits, 400
 * otherwise). Their English words, which link to the spec, never reach the client.
 */
export function uploadFailure(error: unknown): { message: string; status: number } {
  const text = error instanceof Error ? error.message : '';
  const status = error instanceof Error && 'status' in error && error.status === 413 ? 413 : 400;
  const field = /^The '(\w+)' multipart field value exceeds/.exec(text)?.[1];
  if (field) return { message: UPLOAD_MESSAGES.fieldTooLarge(field, FIELD_LIMIT_TEXT), status };
  if (text.endsWith('max file uploads exceeded.')) return { message: UPLOAD_MESSAGES.tooManyFiles, status };
  const message = REFUSALS.find(([prefix]) => text.startsWith(prefix))?.[1] ?? UPLOAD_MESSAGES.malformed;
  return { message, status };
}
