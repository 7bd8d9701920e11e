import type { Resolvers } from '../../__generated__/resolvers-types';
import { viewerAfter } from '../users';

// The institution comes back after a change that moves the count of its offers, which the
// web reads again from it instead of counting by hand.
export const EducationalOfferPayload: Resolvers['EducationalOfferPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.offer, ctx.token),
};
export const DeleteEducationalOfferPayload: Resolvers['DeleteEducationalOfferPayload'] = {
  viewer: (payload, _args, ctx) => viewerAfter(payload.deletedOfferId, ctx.token),
};
