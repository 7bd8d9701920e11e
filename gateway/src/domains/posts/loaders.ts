import DataLoader from 'dataloader';
import { batchLoader, keyedLoader } from '../../loaders/kinds';
import { SourceLoader } from '../../loaders/source-loader';
import type { LoaderCallers } from '../../schema/module';
import { MAX_POST_IDS, postsRest, type PostsPage, type PostsQuery, type RandomPostsQuery, type RestPost } from './rest';

/** The first page of one user's posts, of `limit` posts. */
interface LatestPostsKey {
  userId: string;
  limit: number;
}

/** Posts: every read of a post goes through `byId`, batched per request; lists of whole posts prime it. */
export function createPostLoaders({ anonymous, authenticated }: LoaderCallers) {
  const byId = new SourceLoader(batchLoader((ids) => postsRest(anonymous).byIds(ids), MAX_POST_IDS)); // GET /api/posts/by-ids?ids=
  const ownPosts =
    authenticated &&
    keyedLoader(
      (query: PostsQuery) => postsRest(authenticated).ownPosts(query).then(primeWhole),
      ({ page, limit }) => `${page}:${limit}`,
    ); // GET /api/posts/user?page&limit (bearer)
  const postsOf = keyedLoader(
    ({ username, ...query }: PostsQuery & { username: string }) =>
      postsRest(anonymous).postsOf(query, username).then(primeWhole),
    ({ username, page, limit }) => `${page}:${limit}:${username.toLowerCase()}`,
  ); // GET /api/posts/user/{username}?page&limit
  // First pages of several users' posts (candidates' portfolios) in one call per page size.
  const latestOf = new DataLoader<LatestPostsKey, PostsPage, string>(
    async (keys) => {
      const pages = new Map<string, PostsPage>();
      for (const limit of new Set(keys.map((key) => key.limit))) {
        const userIds = keys.filter((key) => key.limit === limit).map((key) => key.userId);
        for (const { userId, page } of await postsRest(anonymous).latestOfUsers(userIds, limit)) {
          pages.set(`${limit}:${userId}`, primeWhole(page));
        }
      }
      return keys.map((key) => pages.get(`${key.limit}:${key.userId}`) ?? { items: [], hasMore: false });
    },
    {
      cacheKeyFn: ({ userId, limit }) => `${limit}:${userId}`,
      maxBatchSize: MAX_POST_IDS,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  ); // GET /api/posts/by-users?userIds&limit

  const random =
    authenticated &&
    keyedLoader(
      (query: RandomPostsQuery) => postsRest(authenticated).random(query).then(primeEach),
      ({ limit, exclude }) => `${limit}:${exclude.join(',')}`,
    ); // GET /api/posts/random?limit&exclude (bearer)
  const peopleSearch = authenticated && keyedLoader((term: string) => postsRest(authenticated).searchUsers(term)); // GET /api/users/searchUsers?term (bearer)

  function primeEach(posts: RestPost[]): RestPost[] {
    for (const post of posts) byId.prime(post);
    return posts;
  }

  function primeWhole(answer: PostsPage): PostsPage {
    primeEach([...answer.items]);
    return answer;
  }

  return { byId, ownPosts, postsOf, latestOf, random, peopleSearch };
}
