// Serves stored images. Their names are content hashes, so they never change and
// may be cached for a year.
import staticFiles from '@fastify/static';
import type { App, AppContext } from '../http/context';

export async function registerMediaRoutes(app: App, ctx: AppContext): Promise<void> {
  await app.register(staticFiles, {
    root: ctx.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    schemaHide: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
