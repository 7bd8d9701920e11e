import type { RestCaller } from '../../rest/http';
import type { RestPost } from '../../rest/types';

/** Post calls of spec part 2 §7. */
export function postsRest(rest: RestCaller) {
  return {
    /** GET /api/posts/{id} */
    post: async (id: string) => (await rest.get<{ post: RestPost }>(`/api/posts/${encodeURIComponent(id)}`)).post,
  };
}
