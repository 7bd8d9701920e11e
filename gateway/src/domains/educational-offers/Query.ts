import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Public and batched: by-ids answers only approved or active offers, so a hidden or unknown id is null.
  educationalOffer: (_root, { internalID }, { loaders }) => loaders.educationalOffers.byId.load(internalID),
};
