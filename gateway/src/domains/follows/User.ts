import type { UserResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { required } from '../../errors';
import { readWindow, toConnection, type ConnectionArgs, type ListPaging } from '../../relay/connections';
import { isViewerUser, type RestUserSource } from '../users';
import type { FollowDirection } from './rest';

/** My community: 10 cards a page (part 2 §2), at most the api's 50. */
const COMMUNITY_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 10, maxFirst: 50 };

/**
 * A follow count. The profiles answer them and so does by-ids, so a user met in a list
 * costs one batched call for all; an answer recorded without them (a session's user) is
 * read again.
 */
const count =
  (key: 'followersCount' | 'followingCount') =>
  async (user: RestUserSource, _args: unknown, { loaders }: GatewayContext): Promise<number> => {
    const known = (await loaders.users.byId.withFields(user, [key]))[key];
    return required(known ?? (await loaders.users.byId.reload(user._id))?.[key], `user.${key}`);
  };

/**
 * One of the viewer's community lists; anyone else's is not readable (null). The cards are
 * parts of whole users: recorded, so what a card lacks comes from one batched call.
 */
async function community(
  direction: FollowDirection,
  user: RestUserSource,
  args: ConnectionArgs & { search?: string | null },
  ctx: GatewayContext,
) {
  const loader = ctx.loaders.follows.community;
  if (!loader || !(await isViewerUser(user, ctx))) return null;
  const search = args.search?.trim() || null;
  const { page, answer } = await readWindow(args, COMMUNITY_PAGING, (restPage, limit) =>
    loader.load({ direction, page: restPage, limit, search }),
  );
  for (const card of answer.items) ctx.loaders.users.byId.primePart(card);
  return toConnection(answer, page, COMMUNITY_PAGING, (card) => card._id);
}

export const User: UserResolvers = {
  followersCount: count('followersCount'),
  followingCount: count('followingCount'),

  // Another account's profile says it; elsewhere the viewer's followed ids (one deduped call).
  viewerIsFollowing: async (user, _args, { loaders }) => {
    if (user.isFollowing !== undefined) return user.isFollowing;
    if (!loaders.users.viewer) return false;
    const viewer = await loaders.users.viewer.load();
    return viewer._id !== user._id && (viewer.following ?? []).includes(user._id);
  },

  following: (user, args, ctx) => community('following', user, args, ctx),
  followers: (user, args, ctx) => community('followers', user, args, ctx),
};
