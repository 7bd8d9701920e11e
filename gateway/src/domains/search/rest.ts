import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** The answer of GET /api/users/search: at most `limit` of each group, and `totals`. */
export type RestSearch = RestAnswer<'/api/users/search'>;

/** The api answers at most this many of each group (CONTRACT.md § Search, `limit`). */
export const MAX_SEARCH_LIMIT = 50;

/** The search call of spec part 1 §7. */
export function searchRest(rest: RestCaller) {
  return {
    /**
     * GET /api/users/search?query&searchByFullName&searchByUsername&includePosts&includeUserPosts&limit
     * (bearer optional): the spec's flags as the api's defaults have them, sent so that any server
     * honouring the contract searches the same; `limit` (extension) per group.
     */
    search: (query: string, limit: number) =>
      rest.get<RestSearch>('/api/users/search', {
        query,
        searchByFullName: 'true',
        searchByUsername: 'true',
        includePosts: 'true',
        includeUserPosts: 'false',
        limit,
      }),
  };
}
