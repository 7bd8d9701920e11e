// Serves stored media, from the media folder or the S3 bucket alike (services/media-storage).
// Their names are content hashes, so they never change and may be cached for a year. Uploads
// are served so that a browser never runs one as a page (a `%PDF-` file may hold HTML after
// its signature, and is stored as given): only names the media store writes are served, with
// the type their extension says and no sniffing, under a sandboxing policy; PDFs are
// downloads, never opened in the origin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../schemas/common';
import { MediaParams, PreviewParams } from '../schemas/media';
import { STORED_NAME } from '../services/media';
import { mediaTypeOf, type ByteRange, type MediaStorage } from '../services/media-storage';

/** Images still show in <img> (a policy governs the document it is sent with, not embedders). */
const MEDIA_SECURITY_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'accept-ranges': 'bytes',
} as const;

const NOT_FOUND = 'Archivo no encontrado.';

export function registerMediaRoutes(app: App, ctx: AppContext): void {
  registerPreviewRoutes(app, ctx);
  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image or PDF, whole or by byte range (Range), with ETag revalidation',
        params: MediaParams,
        produces: ['image/webp', 'application/pdf'],
        response: errors(404, 416),
      },
    },
    async (request, reply) => {
      // Anything else (a file being written, a name the store never writes) is not there.
      if (!STORED_NAME.test(request.params.name)) throw notFound(NOT_FOUND);
      return sendStored(ctx.media.storage, request, reply, request.params.name);
    },
  );
}

/**
 * Link previews (issue 21): the 1200×630 JPEG a shared page's card shows, made from a stored
 * image on its first request (services/previews.ts), then served like any stored file.
 */
function registerPreviewRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/media/previews/:kind/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image as a 1200×630 link preview (cover: cropped; framed: whole, centred)',
        params: PreviewParams,
        produces: ['image/jpeg'],
        response: errors(400, 404, 503),
      },
    },
    async (request, reply) => {
      const name = await ctx.media.preview(request.params.kind, request.params.name.slice(0, -'.jpg'.length));
      if (!name) throw notFound('Imagen no encontrada.');
      return sendStored(ctx.media.storage, request, reply, name);
    },
  );
  app.get(
    '/media/previews/default.jpg',
    { schema: { tags: ['media'], summary: "The site's own 1200×630 link preview", produces: ['image/jpeg'] } },
    async (request, reply) => sendStored(ctx.media.storage, request, reply, await ctx.media.defaultPreview()),
  );
}

/** A stored object with its headers: whole, a byte range (206), or 304 when the browser has it. */
async function sendStored(storage: MediaStorage, request: FastifyRequest, reply: FastifyReply, name: string) {
  // A name is its content: the same name is the same bytes, whatever the storage.
  const etag = `"${name.replaceAll('/', '-')}"`;
  if (request.headers['if-none-match'] === etag) {
    if (!(await storage.has(name))) throw notFound(NOT_FOUND);
    return reply
      .code(304)
      .headers({ ...MEDIA_SECURITY_HEADERS, etag })
      .send();
  }
  const size = request.headers.range ? await storage.size(name) : undefined;
  if (size === null) throw notFound(NOT_FOUND);
  const range = size === undefined ? null : byteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const opened = await storage.open(name, range ?? undefined);
  if (!opened) throw notFound(NOT_FOUND);
  reply.headers(headersOf(name, etag, opened.size, range));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${opened.size}`);
  return reply.send(opened.body);
}

function headersOf(name: string, etag: string, size: number, range?: ByteRange | null) {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return {
    ...MEDIA_SECURITY_HEADERS,
    etag,
    'content-type': mediaTypeOf(name),
    'content-length': range ? range.end - range.start + 1 : size,
    ...(base.endsWith('.pdf') ? { 'content-disposition': `attachment; filename="${base}"` } : {}),
  };
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n); null (the whole file) for
 * anything else, several ranges included, as RFC 9110 allows a server to do.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}
