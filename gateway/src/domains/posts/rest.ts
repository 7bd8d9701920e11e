import type { Source } from '../../loaders/source-loader';
import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';
import type { RestUserSource } from '../users/rest';

/** The post object (GET /api/posts/{id}, GET /api/posts/by-ids); its author is read as a part of the whole user. */
export type RestPost = Omit<RestAnswer<'/api/posts/by-ids'>['posts'][number], 'user'> & { user: RestUserSource };

/** A post whole, or the part an explorer item carries (see RestUserSource). */
export type RestPostSource = Source<RestPost>;

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_POST_IDS = 100;

/** Post calls of spec part 2 §7 and the by-ids extension of CONTRACT.md. */
export function postsRest(rest: RestCaller) {
  return {
    /** GET /api/posts/by-ids?ids=a,b (extension): unknown ids are left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestPost[]> =>
      (await rest.get<RestAnswer<'/api/posts/by-ids'>>('/api/posts/by-ids', { ids })).posts,
  };
}
