import type {
  JobOfferChangesResolvers,
  JobOfferContentResolvers,
  JobOfferResolvers,
} from '../../__generated__/resolvers-types';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { isViewerUser, pendingChangesResolvers } from '../users';
import { applicationsConnection, ownerApplications, viewerApplicationTo } from './applications';
import {
  jobTypeFromRest,
  locationTypeFromRest,
  offerStatusFromRest,
  responseTypeFromRest,
  salaryPeriodFromRest,
} from './enums';
import type { JobOfferChangesMapper, JobOfferContentMapper } from './mappers';
import type { RestJobOffer } from './rest';
import { loadOffer, viewerSavedOffer } from './viewer-offers';

/** The fields both versions of an offer's content (JobOfferContent) map the same way. */
const content = {
  // The api fills publisherName by the rule of the name shown; the offer's own company name comes first.
  companyName: (offer: JobOfferContentMapper) => offer.companyName?.trim() || offer.publisherName,
  jobType: (offer: JobOfferContentMapper) => jobTypeFromRest(offer.jobType),
  locationType: (offer: JobOfferContentMapper) => locationTypeFromRest(offer.locationType),
  salary: (offer: JobOfferContentMapper) =>
    offer.salary && { ...offer.salary, period: salaryPeriodFromRest(offer.salary.period) },
  extraQuestions: (offer: JobOfferContentMapper) =>
    offer.extraQuestions.map(({ question, responseType }) => ({
      question,
      responseType: responseTypeFromRest(responseType),
    })),
};

export const JobOfferContent: JobOfferContentResolvers = {
  __resolveType: (offer) => ('_id' in offer ? 'JobOffer' : 'JobOfferChanges'),
};

export const JobOfferChanges: JobOfferChangesResolvers = content;

/** A JobOffer's parent is the whole REST offer (by-ids, the lists, the detail, the search answer it whole). */
export const JobOffer: JobOfferResolvers = {
  id: (offer) => toGlobalId('JobOffer', offer._id),
  internalID: (offer) => offer._id,
  ...content,
  status: (offer) => offerStatusFromRest(offer.status),
  // The owner's (and the operators') edit waiting for review; the publisher's name is its companyName fallback.
  ...pendingChangesResolvers({
    publisher: (offer: RestJobOffer) => offer.publisher,
    own: (ctx) => ctx.loaders.jobOffers.ownById,
    changes: (changes, offer): JobOfferChangesMapper => ({ ...changes, publisherName: offer.publisherName }),
  }),

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
