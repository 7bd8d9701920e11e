import type { UserResolvers } from '../../__generated__/resolvers-types';
import { required } from '../../errors';
import { readWindow, toConnection } from '../../relay/connections';
import { OFFER_LIST_PAGING } from '../job-offers';
import { isViewerUser, offersConnection } from '../users';
import { educationalStatusToRest } from './enums';

export const User: UserResolvers = {
  educationalOffers: (user, args, ctx) =>
    offersConnection('educational', user, args, ctx, (username, page, limit) =>
      ctx.loaders.educationalOffers.ofUser.load({ username, page, limit }),
    ),

  // The viewer's own list in every state (the api answers anyone else's public offers only), so
  // anyone else's is null. Paged like managedJobOffers: one call for any page size.
  managedEducationalOffers: async (user, { status, ...args }, ctx) => {
    const own = ctx.loaders.educationalOffers.own;
    if (!own || !(await isViewerUser(user, ctx))) return null;
    const username = required((await ctx.loaders.users.byId.withFields(user, ['username'])).username, 'user.username');
    const filter = status ? educationalStatusToRest(status) : undefined;
    const { page, answer } = await readWindow(args, OFFER_LIST_PAGING, (restPage, limit) =>
      own.load({ username, status: filter, page: restPage, limit }),
    );
    return toConnection(answer, page, OFFER_LIST_PAGING, (offer) => offer._id);
  },
};
