import type { UserResolvers } from '../../__generated__/resolvers-types';
import { readWindow, toConnection, type ListPaging } from '../../relay/connections';
import { isViewerUser } from '../users';
import { MAX_USER_PAGE } from './rest';

/**
 * The Portfolio tab: 15 slots a page (part 2 §2). A page is read from a REST page of at most
 * the api's by-users size, so every user's page is part of one batched call.
 */
const POST_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 15, maxFirst: 50, maxLimit: MAX_USER_PAGE };

export const User: UserResolvers = {
  // The own posts come from the own list; anyone else's pages from a read of several users'
  // pages at once (a page of candidates, the next page of many portfolios: one call per
  // page and size). Each post is whole: recorded.
  posts: async (user, args, ctx) => {
    const { loaders } = ctx;
    const own = loaders.posts.ownPosts && (await isViewerUser(user, ctx)) ? loaders.posts.ownPosts : null;
    const { page, answer } = await readWindow(args, POST_PAGING, (restPage, limit) =>
      own
        ? own.load({ page: restPage, limit })
        : loaders.posts.pageOf.load({ userId: user._id, page: restPage, limit }),
    );
    return toConnection(answer, page, POST_PAGING, (post) => post._id);
  },
};
