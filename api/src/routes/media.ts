// Serves stored media. Their names are content hashes, so they never change and may be
// cached for a year. Uploads are served so that a browser never runs one as a page (a
// `%PDF-` file may hold HTML after its signature, and is stored as given): only names
// the media store writes are served, with the type their extension says and no
// sniffing, under a sandboxing policy; PDFs are downloads, never opened in the origin.
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../schemas/common';
import { PreviewParams } from '../schemas/media';
import { STORED_NAME } from '../services/media';

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Images still show in <img> (a policy governs the document it is sent with, not embedders). */
const MEDIA_SECURITY_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

export async function registerMediaRoutes(app: App, ctx: AppContext): Promise<void> {
  registerPreviewRoutes(app, ctx);
  await app.register(staticFiles, {
    root: ctx.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    schemaHide: false,
    // Anything else in the directory (a file being written, say) answers 404.
    allowedPath: (pathname) => STORED_NAME.test(pathname.replace(/^\//, '')),
    setHeaders: (reply, path) => setMediaHeaders(reply, basename(path)),
  });
}

function setMediaHeaders(reply: FastifyReply, name: string): void {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  reply.headers({ ...MEDIA_SECURITY_HEADERS, 'content-type': MEDIA_TYPES[extension] ?? 'application/octet-stream' });
  if (extension === 'pdf') reply.header('content-disposition', `attachment; filename="${name}"`);
}

/**
 * Link previews (issue 21): the 1200×630 JPEG a shared page's card shows, made from a stored
 * image on its first request (services/previews.ts), then served like any stored file.
 */
function registerPreviewRoutes(app: App, ctx: AppContext): void {
  const sendJpeg = (reply: FastifyReply, file: string) => {
    setMediaHeaders(reply, basename(file));
    return reply.send(createReadStream(file));
  };
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
      const file = await ctx.media.preview(request.params.kind, request.params.name.slice(0, -'.jpg'.length));
      if (!file) throw notFound('Imagen no encontrada.');
      return sendJpeg(reply, file);
    },
  );
  app.get(
    '/media/previews/default.jpg',
    { schema: { tags: ['media'], summary: "The site's own 1200×630 link preview", produces: ['image/jpeg'] } },
    async (_request, reply) => sendJpeg(reply, await ctx.media.defaultPreview()),
  );
}
