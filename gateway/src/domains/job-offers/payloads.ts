import type { Resolvers } from '../../__generated__/resolvers-types';
import { viewerAfter } from '../users';

// The company comes back after a change that moves the counts of its offers by state, which
// the web reads again from it instead of counting by hand.
export const JobOfferPayload: Resolvers['JobOfferPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.offer, ctx.token),
};
export const DeleteJobOfferPayload: Resolvers['DeleteJobOfferPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.deletedOfferId, ctx.token),
};
