import type {
  JobOfferChangesResolvers,
  JobOfferContentResolvers,
  JobOfferResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { isViewerUser } from '../users/viewer-relation';
import { applicationsConnection, ownerApplications, viewerApplicationTo } from './applications';
import { jobTypeFromRest, locationTypeFromRest, offerStatusFromRest, responseTypeFromRest } from './enums';
import type { JobOfferChangesMapper, JobOfferContentMapper } from './mappers';
import type { RestJobOffer } from './rest';
import { loadOffer, viewerSavedOffer } from './viewer-offers';

/** The fields both versions of an offer's content (JobOfferContent) map the same way. */
const content = {
  // The api fills publisherName by the rule of the name shown; the offer's own company name comes first.
  companyName: (offer: JobOfferContentMapper) => offer.companyName?.trim() || offer.publisherName,
  jobType: (offer: JobOfferContentMapper) => jobTypeFromRest(offer.jobType),
  locationType: (offer: JobOfferContentMapper) => locationTypeFromRest(offer.locationType),
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

/**
 * The owner's edit waiting for review: the owner's answers (their lists and view) and the
 * moderation queue carry it; an offer read publicly (by-ids, the board) is read again as its
 * owner sees it, for the owner only. Anyone else: null, no call.
 */
async function pendingChanges(offer: RestJobOffer, ctx: GatewayContext): Promise<JobOfferChangesMapper | null> {
  let changes = offer.pendingChanges;
  if (changes === undefined) {
    if (!(await isViewerUser(offer.publisher, ctx))) return null;
    changes = (await ctx.loaders.jobOffers.detail.load(offer._id))?.pendingChanges;
  }
  return changes ? { ...changes, publisherName: offer.publisherName } : null;
}

/** A JobOffer's parent is the whole REST offer (by-ids, the lists, the detail, the search answer it whole). */
export const JobOffer: JobOfferResolvers = {
  id: (offer) => toGlobalId('JobOffer', offer._id),
  internalID: (offer) => offer._id,
  ...content,
  status: (offer) => offerStatusFromRest(offer.status),
  pendingChanges: (offer, _args, ctx) => pendingChanges(offer, ctx),
  hasPendingChanges: async (offer, _args, ctx) => (await pendingChanges(offer, ctx)) !== null,
  changesRejectedAt: async (offer, _args, ctx) => {
    if (offer.changesRejectedAt !== undefined) return offer.changesRejectedAt;
    if (!(await isViewerUser(offer.publisher, ctx))) return null;
    return (await ctx.loaders.jobOffers.detail.load(offer._id))?.changesRejectedAt ?? null;
  },

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
