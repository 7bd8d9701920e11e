import type { Source } from '../../loaders/source-loader';
import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller, RestFields, RestFileSource } from '../../rest/http';
import type { FileRule } from '../../uploads/open-upload';
import type { RestUserSource } from '../users';

/** The post object (GET /api/posts/{id}, GET /api/posts/by-ids); its author is read as a part of the whole user. */
export type RestPost = Omit<RestAnswer<'/api/posts/by-ids'>['posts'][number], 'user'> & { user: RestUserSource };

/** A post whole, or the part an explorer item carries (see RestUserSource). */
export type RestPostSource = Source<RestPost>;

/** A person tagged in a post, with the account of that username (CONTRACT.md extension). */
export type RestPeopleTag = RestPost['peopleTags'][number];

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_POST_IDS = 100;

/** The api's limits of POST /api/posts (CONTRACT.md "POST /api/posts rules"). */
export const POST_IMAGES = {
  max: 6,
  tooMany: 'Puedes subir como máximo 6 imágenes.',
  none: 'Añade al menos una imagen.',
} as const;

/** The api's rule for each image of a post: 10 MB, its 413 message. */
export const POST_IMAGE_FILE: FileRule = {
  field: 'images',
  maxBytes: 10 * 1024 * 1024,
  tooLarge: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
};

/** An account to tag, as GET /api/users/searchUsers answers it. */
export type RestTaggableUser = RestAnswer<'/api/users/searchUsers'>['users'][number];

/** A read of random posts: how many, and the REST ids to leave out. */
export interface RandomPostsQuery {
  limit: number;
  exclude: readonly string[];
}

/** A page of a user's posts (GET /api/posts/user, /api/posts/user/{username}): newest first, not counted. */
export type PostsPage = RestPageAnswer<RestPost>;

/** A read of a page of someone's posts. */
export interface PostsQuery {
  page: number;
  limit: number;
}

/** Posts of each user one by-users read answers at most (CONTRACT.md): the largest `first`. */
export const MAX_USER_PAGE = 50;

/** One page of each user's posts, as GET /api/posts/by-users answers them. */
export type UserPostsPage = { userId: string; page: PostsPage };

/** Post calls of spec part 2 §7 and the by-ids and by-users extensions of CONTRACT.md. */
export function postsRest(rest: RestCaller) {
  return {
    /** GET /api/posts/by-users?userIds&page&limit (extension): the same page of each user's posts. */
    pageOfUsers: async (userIds: readonly string[], { page, limit }: PostsQuery): Promise<UserPostsPage[]> =>
      (await rest.get<RestAnswer<'/api/posts/by-users'>>('/api/posts/by-users', { userIds, page, limit })).users.map(
        ({ userId, posts, hasMore }) => ({ userId, page: { items: posts, hasMore } }),
      ),
    /** GET /api/posts/user?page&limit (bearer): the caller's posts. */
    ownPosts: async ({ page, limit }: PostsQuery): Promise<PostsPage> => {
      const answer = await rest.get<RestAnswer<'/api/posts/user'>>('/api/posts/user', { page, limit });
      return { items: answer.posts, hasMore: answer.hasMore };
    },
    /** GET /api/posts/random?limit&exclude (bearer): 'Más posts'. */
    random: async ({ limit, exclude }: RandomPostsQuery): Promise<RestPost[]> =>
      (
        await rest.get<RestAnswer<'/api/posts/random'>>('/api/posts/random', {
          limit,
          exclude: exclude.length ? exclude : undefined,
        })
      ).posts,
    /** GET /api/users/searchUsers?term (bearer): accounts to tag in a post. */
    searchUsers: async (term: string): Promise<RestTaggableUser[]> =>
      (await rest.get<RestAnswer<'/api/users/searchUsers'>>('/api/users/searchUsers', { term })).users,
    /** POST /api/posts (bearer, multipart: the images in order, then the text fields). */
    create: (images: readonly RestFileSource[], fields: RestFields) =>
      rest.sendFiles<RestAnswer<'/api/posts', 'post'>>('POST', '/api/posts', images, fields),
    /** DELETE /api/posts/{id} (bearer, the author only). */
    remove: (id: string) =>
      rest.delete<RestAnswer<'/api/posts/{id}', 'delete'>>(`/api/posts/${encodeURIComponent(id)}`),
    /** GET /api/posts/{id} (bearer optional): a hidden post answers its author only (issue 24). */
    one: async (id: string): Promise<RestPost> =>
      (await rest.get<RestAnswer<'/api/posts/{id}'>>(`/api/posts/${encodeURIComponent(id)}`)).post,
    /** GET /api/posts/by-ids?ids=a,b (extension): unknown ids are left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestPost[]> =>
      (await rest.get<RestAnswer<'/api/posts/by-ids'>>('/api/posts/by-ids', { ids })).posts,
  };
}
