import type { UserResolvers } from '../../__generated__/resolvers-types';
import { required } from '../../errors';
import { readWindow, toConnection, type ListPaging } from '../../relay/connections';
import { isViewerUser } from '../users/viewer-relation';
import { MAX_LATEST_POSTS } from './rest';

/** The Portfolio tab: 15 slots a page (part 2 §2); the api pages up to 100. */
const POST_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 15, maxFirst: 50, maxLimit: 100 };

export const User: UserResolvers = {
  // The own posts come from the own list; anyone else's first page from a read of several
  // users' newest posts (a page of candidates is one call), further pages by username
  // (which a user met as a part may lack: one batched call). Each post is whole: recorded.
  posts: async (user, args, ctx) => {
    const { loaders } = ctx;
    const own = loaders.posts.ownPosts && (await isViewerUser(user, ctx)) ? loaders.posts.ownPosts : null;
    const { page, answer } = await readWindow(args, POST_PAGING, async (restPage, limit) => {
      if (own) return own.load({ page: restPage, limit });
      if (restPage === 1 && limit <= MAX_LATEST_POSTS) return loaders.posts.latestOf.load({ userId: user._id, limit });
      const { username } = await loaders.users.byId.withFields(user, ['username']);
      return loaders.posts.postsOf.load({ username: required(username, 'user'), page: restPage, limit });
    });
    return toConnection(answer, page, POST_PAGING, (post) => post._id);
  },
};
