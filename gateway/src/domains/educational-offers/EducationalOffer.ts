import type { EducationalOfferResolvers } from '../../__generated__/resolvers-types';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { modalityFromRest } from './enums';
import { institutionOf } from './rest';

/** An EducationalOffer's parent is the whole REST offer (by-ids and the search answer it whole). */
export const EducationalOffer: EducationalOfferResolvers = {
  id: (offer) => toGlobalId('EducationalOffer', offer._id),
  internalID: (offer) => offer._id,
  city: (offer) => offer.location.city,
  country: (offer) => offer.location.country,
  modality: (offer) => modalityFromRest(offer.modality),
  banner: (offer) => offer.bannerDetails,
  gallery: (offer) => offer.galleryDetails,
  // The api keeps whole years; months let clients word short courses without a second unit.
  durationMonths: (offer) => Math.round(offer.duration.value * 12),
  website: (offer) => offer.websiteUrl,

  // The account summary the offer embeds, recorded so that refetching the institution as a
  // node in the same request costs no call.
  institution: (offer, _args, { loaders }) => {
    const institution = institutionOf(offer);
    loaders.users.byId.primePart(institution);
    return institution;
  },
};

export const refetchEducationalOffer: NodeRefetch<'EducationalOffer'> = async (id, { loaders }) =>
  asNode('EducationalOffer', await loaders.educationalOffers.byId.load(id));
