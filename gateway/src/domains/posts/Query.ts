import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { signInRequired } from '../../errors';
import { checkedFirst } from '../../relay/connections';
import { fromGlobalId, invalidGlobalId } from '../../relay/ids';

/** 'Más posts': at most 50 posts (the api's limit). */
const MAX_RANDOM_POSTS = 50;

export const Query: QueryResolvers = {
  // The api asks for a token (spec: auth); without one it is refused before any call.
  randomPosts: (_root, { first, exclude }, { loaders }) => {
    if (!loaders.posts.random) throw signInRequired();
    const limit = checkedFirst(first ?? 20, MAX_RANDOM_POSTS);
    return loaders.posts.random.load({ limit, exclude: (exclude ?? []).map(postIdOf).sort() });
  },

  // Each account found is recorded, so a field it lacks is read for all of them at once.
  peopleSearch: async (_root, { term }, { loaders }) => {
    if (!loaders.posts.peopleSearch) throw signInRequired();
    const users = await loaders.posts.peopleSearch.load(term);
    for (const user of users) loaders.users.byId.primePart(user);
    return users;
  },
};

/** The REST id of a post's global ID; anything else is not one of ours. */
function postIdOf(id: string): string {
  const { type, internalID } = fromGlobalId(id);
  if (type !== 'Post') throw invalidGlobalId(id);
  return internalID;
}
