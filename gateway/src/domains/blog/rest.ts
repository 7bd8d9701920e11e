import type { RestCaller } from '../../rest/http';
import type { RestArticle, RestArticleCategory, RestEnvelope } from '../../rest/types';

/** Blog calls of spec part 2 §7; answers come in a `{success, data}` envelope. */
export function blogRest(rest: RestCaller) {
  return {
    /** GET /api/blog: every article, newest first. */
    articles: async () => (await rest.get<RestEnvelope<RestArticle[]>>('/api/blog')).data,
    /** GET /api/blog/category/{category} */
    articlesOfCategory: async (category: RestArticleCategory) =>
      (await rest.get<RestEnvelope<RestArticle[]>>(`/api/blog/category/${category}`)).data,
    /** GET /api/blog/{id} */
    article: async (id: string) =>
      (await rest.get<RestEnvelope<RestArticle>>(`/api/blog/${encodeURIComponent(id)}`)).data,
  };
}
