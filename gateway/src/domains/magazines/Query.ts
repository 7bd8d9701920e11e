import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  magazines: (_root, _args, { loaders }) => loaders.magazines.all.load(),
};
