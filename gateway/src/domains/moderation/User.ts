import type { UnverifiedProfessionalEdgeResolvers, UserResolvers } from '../../__generated__/resolvers-types';
import { viewerIsOperator } from './viewer';

export const User: UserResolvers = {
  // Only the signed-in user's own account says: nobody learns who moderates.
  isOperator: async (user, _args, ctx) => {
    const viewer = await viewerIsOperator(ctx);
    return viewer !== null && viewer.id === user._id && viewer.operator;
  },
};

export const UnverifiedProfessionalEdge: UnverifiedProfessionalEdgeResolvers = {
  email: (edge) => edge.node.email ?? '',
};
