import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { signInRequired } from '../../errors';
import { isOwnAnswer } from '../users';

export const Query: QueryResolvers = {
  // The answer is a whole user with its follow facts: recorded, so its posts, offers and
  // anything else of the request that meets this account cost no call for it. The own
  // username answers the own profile, which is the viewer's answer too.
  user: async (_root, { username }, { loaders }) => {
    if (!loaders.profiles.byUsername) throw signInRequired();
    const user = await loaders.profiles.byUsername.load(username);
    if (!user) return null;
    loaders.users.byId.prime(user);
    if (isOwnAnswer(user)) loaders.users.viewer?.prime(user);
    return user;
  },
};
