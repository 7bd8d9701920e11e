import type { JobOfferResolvers } from '../../__generated__/resolvers-types';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { isViewerUser } from '../users/viewer-relation';
import { applicationsConnection, ownerApplications, viewerApplicationTo } from './applications';
import { jobTypeFromRest, locationTypeFromRest, offerStatusFromRest, responseTypeFromRest } from './enums';
import { loadOffer, viewerSavedOffer } from './viewer-offers';

/** A JobOffer's parent is the whole REST offer (by-ids, the lists, the detail, the search answer it whole). */
export const JobOffer: JobOfferResolvers = {
  id: (offer) => toGlobalId('JobOffer', offer._id),
  internalID: (offer) => offer._id,
  // The api fills publisherName by the rule of the name shown; the offer's own company name comes first.
  companyName: (offer) => offer.companyName?.trim() || offer.publisherName,
  jobType: (offer) => jobTypeFromRest(offer.jobType),
  locationType: (offer) => locationTypeFromRest(offer.locationType),
  status: (offer) => offerStatusFromRest(offer.status),
  extraQuestions: (offer) =>
    offer.extraQuestions.map(({ question, responseType }) => ({
      question,
      responseType: responseTypeFromRest(responseType),
    })),

  // The publisher summary the offer embeds, recorded so that refetching the account as a
  // node in the same request costs no call.
  publisher: (offer, _args, { loaders }) => {
    loaders.users.byId.primePart(offer.publisher);
    return offer.publisher;
  },

  // No call for anyone but the account the token names (then the viewer, read once a request).
  viewerIsOwner: (offer, _args, ctx) => isViewerUser(offer.publisher, ctx),
  viewerHasSaved: (offer, _args, ctx) => viewerSavedOffer(offer._id, ctx),
  // The owner's view (it carries the counts) has none: an owner cannot apply to their own offer.
  viewerApplication: (offer, _args, ctx) =>
    offer.applicationsCount === undefined ? viewerApplicationTo(offer._id, ctx) : null,

  applicationsCount: async (offer, _args, ctx) =>
    offer.applicationsCount ?? (await ownerApplications(offer, ctx))?.length ?? null,
  reviewedApplicationsCount: async (offer, _args, ctx) =>
    offer.reviewedApplicationsCount ??
    (await ownerApplications(offer, ctx))?.filter((application) => application.status !== 'pending').length ??
    null,
  applications: (offer, args, ctx) => applicationsConnection(offer, args, ctx),
};

/** Public offers in one batched call; with a token, the viewer's own that by-ids leaves out from their detail. */
export const refetchJobOffer: NodeRefetch<'JobOffer'> = async (id, ctx) => asNode('JobOffer', await loadOffer(id, ctx));
