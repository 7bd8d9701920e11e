import type {
  EducationalOfferChangesResolvers,
  EducationalOfferContentResolvers,
  EducationalOfferResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { isViewerUser, pendingChangesResolvers } from '../users';
import { modalityFromRest } from './enums';
import { durationOf, educationalOfferForm, enrollmentEndOf, enrollmentStartOf } from './form';
import type { EducationalOfferChangesMapper, EducationalOfferContentMapper } from './mappers';
import { institutionOf, type RestEducationalOffer } from './rest';

/** The fields both versions of an offer's content (EducationalOfferContent) map the same way. */
const content = {
  city: (offer: EducationalOfferContentMapper) => offer.location.city,
  country: (offer: EducationalOfferContentMapper) => offer.location.country,
  modality: (offer: EducationalOfferContentMapper) => modalityFromRest(offer.modality),
  banner: (offer: EducationalOfferContentMapper) => offer.bannerDetails,
  duration: durationOf,
  durationMonths: (offer: EducationalOfferContentMapper) =>
    offer.duration.value * (offer.durationUnit === 'meses' ? 1 : 12),
  enrollmentStart: enrollmentStartOf,
  enrollmentEnd: enrollmentEndOf,
  website: (offer: EducationalOfferContentMapper) => offer.websiteUrl,
};

export const EducationalOfferContent: EducationalOfferContentResolvers = {
  __resolveType: (offer) => ('_id' in offer ? 'EducationalOffer' : 'EducationalOfferChanges'),
};

/** An edit is only ever handed to those who may read it (its institution, the operators): its form with it. */
export const EducationalOfferChanges: EducationalOfferChangesResolvers = {
  ...content,
  form: (changes) => educationalOfferForm(changes),
};

/** An EducationalOffer's parent is the whole REST offer (by-ids, the lists, the detail and the search answer it whole). */
export const EducationalOffer: EducationalOfferResolvers = {
  id: (offer) => toGlobalId('EducationalOffer', offer._id),
  internalID: (offer) => offer._id,
  ...content,
  gallery: (offer) => offer.galleryDetails,
  // The institution's (and the operators') edit waiting for review; its form reads the offer's status.
  ...pendingChangesResolvers({
    publisher: institutionOf,
    own: (ctx) => ctx.loaders.educationalOffers.ownById,
    changes: (changes, offer: RestEducationalOffer): EducationalOfferChangesMapper => ({
      ...changes,
      status: offer.status,
    }),
  }),

  // The account summary the offer embeds, recorded so that refetching the institution as a
  // node in the same request costs no call.
  institution: (offer, _args, { loaders }) => {
    const institution = institutionOf(offer);
    loaders.users.byId.primePart(institution);
    return institution;
  },

  // No call for anyone but the account the token names (then the viewer, read once a request).
  viewerIsOwner: (offer, _args, ctx) => isViewerUser(institutionOf(offer), ctx),
  // The object carries the form's fields for anyone; the graph hands them to the owner only.
  form: async (offer, _args, ctx) =>
    (await isViewerUser(institutionOf(offer), ctx)) ? educationalOfferForm(offer) : null,
};

/**
 * An offer by id as the caller may see it: a public one from the batched by-ids call; with a
 * token, one by-ids leaves out (the institution's own offer in another state) from its detail.
 */
export async function loadEducationalOffer(
  id: string,
  { loaders, token }: GatewayContext,
): Promise<RestEducationalOffer | null> {
  const offer = await loaders.educationalOffers.byId.load(id);
  if (offer || !token) return offer;
  return loaders.educationalOffers.detail.load(id);
}

export const refetchEducationalOffer: NodeRefetch<'EducationalOffer'> = async (id, ctx) =>
  asNode('EducationalOffer', await loadEducationalOffer(id, ctx));
