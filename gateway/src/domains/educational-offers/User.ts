import type { UserResolvers } from '../../__generated__/resolvers-types';
import { offersConnection } from '../users/offer-publishing';

export const User: UserResolvers = {
  educationalOffers: (user, args, ctx) =>
    offersConnection('educational', user, args, ctx, (username, page, limit) =>
      ctx.loaders.educationalOffers.ofUser.load({ username, page, limit }),
    ),
};
