import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requestRefusal } from './request-errors';

/**
 * How big a GraphQL request body may be, by kind. A JSON request of the web app is
 * under 2 kB (its largest operation text is 732 bytes); 100 kB leaves room for GraphiQL
 * users and long variables while keeping 10 MB documents out. Uploads (multipart) carry
 * files: the largest REST upload is a post with 6 images of at most 10 MB each
 * (api/src/routes/posts.ts), so 6 × 10 MiB and 1 MiB for the other fields.
 */
export const BODY_LIMITS = {
  json: 100 * 1024,
  multipart: 61 * 1024 * 1024,
} as const;

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const BODY_MESSAGES = {
  json: `La petición es demasiado grande: como máximo ${kB(BODY_LIMITS.json)}.`,
  multipart: `La subida es demasiado grande: como máximo ${MB(BODY_LIMITS.multipart)} en total.`,
  unreadable: 'No se puede leer la petición: envía un objeto JSON con "query" y, si hace falta, "variables".',
  contentType: 'Tipo de contenido no admitido: envía application/json (o multipart/form-data para subir archivos).',
} as const;

function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads the request body through its size limit: refused with 413 from Content-Length
 * before a byte is read, and while streaming when the length is not announced (chunked).
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
      const kind = isMultipart(request) ? 'multipart' : 'json';
      const limit = BODY_LIMITS[kind];
      const tooLarge = () => requestRefusal(BODY_MESSAGES[kind], { status: 413 });
      if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
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
