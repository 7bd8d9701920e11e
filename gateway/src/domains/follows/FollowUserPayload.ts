import type { FollowUserPayloadResolvers } from '../../__generated__/resolvers-types';

export const FollowUserPayload: FollowUserPayloadResolvers = {
  // Read after the change, so followingCount is the new one; null when nothing changed.
  viewer: (payload, _args, { loaders }) => (payload.changed ? (loaders.users.viewer?.load() ?? null) : null),
};
