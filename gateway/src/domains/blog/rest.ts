import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A blog article (GET /api/blog/{id} → `data`). */
export type RestArticle = RestAnswer<'/api/blog/{id}'>['data'];

/** REST blog categories (`all` is the whole list, not a category of an article). */
export type RestArticleCategory = RestArticle['category'];

/** Blog calls of spec part 2 §7; answers come in a `{success, data}` envelope. */
export function blogRest(rest: RestCaller) {
  return {
    /** GET /api/blog: every article, newest first. */
    articles: async () => (await rest.get<RestAnswer<'/api/blog'>>('/api/blog')).data,
    /** GET /api/blog/category/{category} */
    articlesOfCategory: async (category: RestArticleCategory) =>
      (await rest.get<RestAnswer<'/api/blog/category/{category}'>>(`/api/blog/category/${category}`)).data,
    /** GET /api/blog/{id} */
    article: async (id: string) =>
      (await rest.get<RestAnswer<'/api/blog/{id}'>>(`/api/blog/${encodeURIComponent(id)}`)).data,
  };
}
