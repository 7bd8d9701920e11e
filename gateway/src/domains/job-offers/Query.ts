import type { QueryJobOffersArgs, QueryResolvers } from '../../__generated__/resolvers-types';
import { readWindow, toConnection } from '../../relay/connections';
import { jobTypeToRest, locationTypeToRest } from './enums';
import { OFFER_LIST_PAGING } from './paging';

/** The filters of the public list as GET /api/offers reads them (CONTRACT.md § Job offers, Calls); blanks left out. */
function listFilters(args: QueryJobOffersArgs) {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    search: text(args.search),
    country: text(args.country),
    city: text(args.city),
    companyName: text(args.companyName),
    jobType: args.jobType ? jobTypeToRest(args.jobType) : undefined,
    locationType: args.locationType ? locationTypeToRest(args.locationType) : undefined,
    practicas: args.internshipsOnly ? 'true' : undefined,
    minSalary: args.minimumSalary ? String(args.minimumSalary) : undefined,
  };
}

export const Query: QueryResolvers = {
  // Public: asked without the token (the answer is the same for everyone).
  jobOffers: async (_root, args, { loaders }) => {
    const filters = listFilters(args);
    const { page, answer } = await readWindow(args, OFFER_LIST_PAGING, (restPage, limit) =>
      loaders.jobOffers.list.load({ ...filters, page: restPage, limit }),
    );
    return toConnection(answer, page, OFFER_LIST_PAGING, (offer) => offer._id);
  },
  // With the token when there is one: the owner sees their offers in any state, with the candidates.
  jobOffer: (_root, { internalID }, { loaders }) => loaders.jobOffers.detail.load(internalID),
};
