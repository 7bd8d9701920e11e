import type { Source } from '../../loaders/source-loader';
import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller } from '../../rest/http';
import type { RestUserSource } from '../users/rest';

/** The post object (GET /api/posts/{id}, GET /api/posts/by-ids); its author is read as a part of the whole user. */
export type RestPost = Omit<RestAnswer<'/api/posts/by-ids'>['posts'][number], 'user'> & { user: RestUserSource };

/** A post whole, or the part an explorer item carries (see RestUserSource). */
export type RestPostSource = Source<RestPost>;

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_POST_IDS = 100;

/** A page of a user's posts (GET /api/posts/user, /api/posts/user/{username}): newest first, not counted. */
export type PostsPage = RestPageAnswer<RestPost>;

/** A read of a page of someone's posts. */
export interface PostsQuery {
  page: number;
  limit: number;
}

/** Post calls of spec part 2 §7 and the by-ids extension of CONTRACT.md. */
export function postsRest(rest: RestCaller) {
  return {
    /** GET /api/posts/user?page&limit (bearer): the caller's posts. */
    ownPosts: async ({ page, limit }: PostsQuery): Promise<PostsPage> => {
      const answer = await rest.get<RestAnswer<'/api/posts/user'>>('/api/posts/user', { page, limit });
      return { items: answer.posts, hasMore: answer.hasMore };
    },
    /** GET /api/posts/user/{username}?page&limit (bearer optional): anyone's posts, all public. */
    postsOf: async ({ page, limit }: PostsQuery, username: string): Promise<PostsPage> => {
      const path = `/api/posts/user/${encodeURIComponent(username)}`;
      const answer = await rest.get<RestAnswer<'/api/posts/user/{username}'>>(path, { page, limit });
      return { items: answer.posts, hasMore: answer.hasMore };
    },
    /** GET /api/posts/by-ids?ids=a,b (extension): unknown ids are left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestPost[]> =>
      (await rest.get<RestAnswer<'/api/posts/by-ids'>>('/api/posts/by-ids', { ids })).posts,
  };
}
