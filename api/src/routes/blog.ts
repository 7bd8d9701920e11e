// Blog (part 2 §7): `{success, data}` answers; refusals carry `success: false`.
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { findArticle, listArticles } from '../models/content';
import { IdParams, isUuid } from '../schemas/common';
import { ArticleAnswer, ArticleList, BlogCategoryParams, Failure } from '../schemas/content';

const TAG = ['blog'];
const config = { successEnvelope: true };

const BLOG_MESSAGES = { notFound: 'Artículo no encontrado.' } as const;

export function registerBlogRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/blog',
    {
      config,
      schema: { tags: TAG, summary: 'Every article, newest first', response: { 200: ArticleList } },
    },
    async () => ({ success: true as const, data: await listArticles(ctx.db, null) }),
  );

  app.get(
    '/api/blog/category/:category',
    {
      config,
      schema: {
        tags: TAG,
        summary: "Articles of one category ('all' = every article), newest first",
        params: BlogCategoryParams,
        response: { 200: ArticleList, 400: Failure },
      },
    },
    async (request) => {
      const { category } = request.params;
      return { success: true as const, data: await listArticles(ctx.db, category === 'all' ? null : category) };
    },
  );

  app.get(
    '/api/blog/:id',
    {
      config,
      schema: {
        tags: TAG,
        summary: 'One article',
        params: IdParams,
        response: { 200: ArticleAnswer, 404: Failure },
      },
    },
    async (request) => {
      const article = isUuid(request.params.id)
        ? await findArticle(ctx.db, request.params.id.toLowerCase())
        : undefined;
      if (!article) throw notFound(BLOG_MESSAGES.notFound);
      return { success: true as const, data: article };
    },
  );
}
