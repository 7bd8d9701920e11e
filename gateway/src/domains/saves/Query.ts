import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Anonymous: null without a call; another user's board: the api's 404, null.
  folder: (_root, { internalID }, { loaders }) => loaders.saves.folder?.load(internalID) ?? null,
};
