// The explorer feeds and one post (part 2 §7).
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { feedPage, findPost, type Feed } from '../models/posts';
import { IdParams, errors, isUuid, parseIdList } from '../schemas/common';
import { ExplorerPage, PostObject } from '../schemas/post';

const TAG = ['posts'];
export const MAX_EXCLUDED = 1000;

export const POST_MESSAGES = {
  notFound: 'Publicación no encontrada.',
  tooManyExcluded: `Se pueden excluir como máximo ${MAX_EXCLUDED} publicaciones.`,
} as const;

const FeedQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 14 }),
  exclude: Type.Optional(
    Type.String({ description: `Comma list of post ids to leave out before paging (at most ${MAX_EXCLUDED}).` }),
  ),
});

export function registerPostRoutes(app: App, ctx: AppContext): void {
  const feeds: [string, Feed, string][] = [
    ['/api/posts/explorer', 'random', 'Random explorer images, one per post'],
    ['/api/posts/staff-picks', 'staff-picks', 'Staff picks, newest pick first, one image per post'],
  ];
  for (const [path, feed, summary] of feeds) {
    app.get(
      path,
      { schema: { tags: TAG, summary, querystring: FeedQuery, response: { 200: ExplorerPage, ...errors(400) } } },
      async (request, reply) => {
        const { page, limit, exclude } = request.query;
        if (exclude && exclude.split(',').length > MAX_EXCLUDED)
          throw badRequest(POST_MESSAGES.tooManyExcluded, 'exclude');
        reply.header('cache-control', 'no-cache');
        return feedPage(ctx.db, { feed, page, limit, exclude: parseIdList(exclude) });
      },
    );
  }

  app.get(
    '/api/posts/:id',
    {
      preHandler: ctx.auth.optional,
      schema: {
        tags: TAG,
        summary: 'One post with its author (bearer optional)',
        security: [{ bearerAuth: [] }, {}],
        params: IdParams,
        response: { 200: Type.Object({ post: PostObject }), ...errors(404) },
      },
    },
    async (request) => {
      const post = isUuid(request.params.id) ? await findPost(ctx.db, request.params.id.toLowerCase()) : undefined;
      if (!post) throw notFound(POST_MESSAGES.notFound);
      return { post };
    },
  );
}
