import type { JobOfferResolvers } from '../../__generated__/resolvers-types';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { jobTypeFromRest, locationTypeFromRest } from './enums';

/** A JobOffer's parent is the whole REST offer (by-ids and the search answer it whole). */
export const JobOffer: JobOfferResolvers = {
  id: (offer) => toGlobalId('JobOffer', offer._id),
  internalID: (offer) => offer._id,
  // The api fills publisherName by the rule of the name shown; the offer's own company name comes first.
  companyName: (offer) => offer.companyName?.trim() || offer.publisherName,
  jobType: (offer) => jobTypeFromRest(offer.jobType),
  locationType: (offer) => locationTypeFromRest(offer.locationType),

  // The publisher summary the offer embeds, recorded so that refetching the account as a
  // node in the same request costs no call.
  publisher: (offer, _args, { loaders }) => {
    loaders.users.byId.primePart(offer.publisher);
    return offer.publisher;
  },
};

export const refetchJobOffer: NodeRefetch<'JobOffer'> = async (id, { loaders }) =>
  asNode('JobOffer', await loaders.jobOffers.byId.load(id));
