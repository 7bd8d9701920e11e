import type { UserResolvers } from '../../__generated__/resolvers-types';
import { offersConnection } from '../users/offer-publishing';

export const User: UserResolvers = {
  jobOffers: (user, args, ctx) =>
    offersConnection('job', user, args, ctx, (username, page, limit) =>
      ctx.loaders.jobOffers.ofUser.load({ username, page, limit }),
    ),
};
