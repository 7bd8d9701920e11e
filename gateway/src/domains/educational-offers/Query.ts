import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Anonymous: the batched public by-ids (a hidden or unknown id is null). With a token, the
  // detail as the api answers the caller: the institution's own offer in any state (to edit it).
  educationalOffer: (_root, { internalID }, { loaders, token }) =>
    token ? loaders.educationalOffers.detail.load(internalID) : loaders.educationalOffers.byId.load(internalID),
};
