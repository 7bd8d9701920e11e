import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, signInRequired, withUserErrors } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import type { FollowUserPayloadMapper } from './mappers';
import { followsRest } from './rest';

/** Refusals the person can be told about: following oneself (400), an unknown account (404). */
const FOLLOW_REFUSALS = [400, 404];

/** The api's word for an account that does not exist, said for an ID of something else too. */
const UNKNOWN_USER = 'Usuario no encontrado.';

const failed: Omit<FollowUserPayloadMapper, 'userErrors'> = { user: null, message: null, changed: false };

/**
 * Follows or unfollows (1 REST call). What the request knew of both accounts is forgotten:
 * the followed account is recorded with the count and state the api answered, and the
 * payload's `viewer` is read again when asked (its new followingCount: a second call).
 */
function followChange(action: 'follow' | 'unfollow'): NonNullable<MutationResolvers['followUser']> {
  return (_root, { input }, ctx: GatewayContext) => {
    if (!ctx.token) throw signInRequired();
    const { type, internalID } = fromGlobalId(input.userId);
    return withUserErrors<Omit<FollowUserPayloadMapper, 'userErrors'>>(
      FOLLOW_REFUSALS,
      async () => {
        if (type !== 'User') throw new GatewayRefusal(UNKNOWN_USER, 'userId');
        const answer = await followsRest(ctx.rest)[action](internalID);
        ctx.loaders.users.byId.forget(internalID);
        ctx.loaders.users.viewer?.clear();
        const user = { _id: internalID, followersCount: answer.followersCount, isFollowing: answer.isFollowing };
        ctx.loaders.users.byId.primePart(user);
        return { user, message: answer.message, changed: true };
      },
      failed,
    );
  };
}

export const Mutation: MutationResolvers = {
  followUser: followChange('follow'),
  unfollowUser: followChange('unfollow'),
};
