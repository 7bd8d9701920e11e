import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Anonymous requests have no viewer loader: null without asking the api.
  viewer: (_root, _args, { loaders }) => loaders.users.viewer?.load() ?? null,
};
