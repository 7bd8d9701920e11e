import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../uploads/limits';
import { requestRefusal } from './request-errors';

/**
 * How big a GraphQL request body may be, by kind. A JSON request of the web app is
 * under 2 kB (its largest operation text is 732 bytes); 100 kB leaves room for GraphiQL
 * users and long variables while keeping 10 MB documents out. Uploads (multipart) carry
 * files: the largest REST upload is a post with 6 images of at most 10 MB each
 * (api/src/routes/posts/create.ts), so 6 × 10 MiB and 1 MiB for the other fields.
 */
export const BODY_LIMITS = {
  json: 100 * 1024,
  multipart: UPLOAD_LIMITS.files * UPLOAD_LIMITS.fileBytes + 1024 * 1024,
} as const;

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const BODY_MESSAGES = {
  json: `La petición es demasiado grande: como máximo ${kB(BODY_LIMITS.json)}.`,
  multipart: `La subida es demasiado grande: como máximo ${MB(BODY_LIMITS.multipart)} en total.`,
  unreadable: 'No se puede leer la petición: envía un objeto JSON con "query" y, si hace falta, "variables".',
  contentType: 'Tipo de contenido no admitido: envía application/json (o multipart/form-data para subir archivos).',
} as const;

/** The size of a multipart field (`operations`, `map`) may be what a JSON body's is. */
export const FIELD_LIMIT_TEXT = kB(BODY_LIMITS.json);

export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads the request body through its size limit: refused with 413 from Content-Length
 * before a byte is read, and while streaming when the length is not announced (chunked).
 * Multipart bodies are only measured here; `useUploads` reads them as streams.
 * Any other failure to read it (bad JSON, bad variables in a URL, broken multipart) is
 * one clean Spanish refusal: the parser's own words never reach the client.
 */
export function useRequestBody(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (!requestParser) {
        // Other methods are Yoga's to refuse (405); a POST of an unknown type is ours.
        if (request.method === 'POST') throw requestRefusal(BODY_MESSAGES.contentType, { status: 415 });
        return;
      }
      const kind = request.method === 'POST' && isMultipart(request) ? 'multipart' : 'json';
      const limit = BODY_LIMITS[kind];
      const tooLarge = () => requestRefusal(BODY_MESSAGES[kind], { status: 413 });
      const length = request.headers.get('content-length');
      if (Number(length ?? 0) > limit) throw tooLarge();
      // An upload streams through (uploads/multipart-request.ts), its length read from
      // Content-Length alone, which every browser and form library sends with a file.
      if (kind === 'multipart') {
        if (length === null) throw requestRefusal(UPLOAD_MESSAGES.lengthRequired, { status: 411 });
        return;
      }
      // With a Content-Length under the limit (what browsers send) the body cannot be longer:
      // Node's parser ends it there. Only a chunked body is measured as it streams.
      if (length !== null) return;
      setRequestParser(async (original) => {
        try {
          const body = original.body && (await readAtMost(original.body, limit, tooLarge));
          const request = body
            ? new fetchAPI.Request(original.url, { method: original.method, headers: original.headers, body })
            : original;
          return await requestParser(request);
        } catch (error) {
          // Ours (too large) as they are; Yoga's, with their status, are made Spanish by maskError.
          if (error instanceof GraphQLError && (error.extensions.code === 'BAD_USER_INPUT' || error.extensions.http)) {
            throw error;
          }
          throw requestRefusal(BODY_MESSAGES.unreadable, { status: 400 });
        }
      });
    },
  };
}

/** The whole body, or `tooLarge()` as soon as it passes `limit` bytes. */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
  tooLarge: () => GraphQLError,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
