import type { InstitutionResolvers } from '../../__generated__/resolvers-types';
import { checkedFirst } from '../../relay/connections';

/** Programmes a directory card may list (SDL `programmes(first:)`): the answer-size limit counts `first`. */
const DEFAULT_PROGRAMMES = 10;
const MAX_PROGRAMMES = 50;

/** An Institution's parent is the api's institution object. */
export const Institution: InstitutionResolvers = {
  internalID: (institution) => institution._id,
  logoUrl: (institution) => institution.logo || null,
  professionalTitle: (institution) => institution.professionalTitle || null,
  city: (institution) => institution.location.city || null,
  country: (institution) => institution.location.country || null,
  centerType: (institution) => (institution.type === 'public' ? 'PUBLIC' : 'PRIVATE'),
  // The card's tags: the profile's skills, then its programmes' categories.
  tags: (institution) => [...new Set([...institution.skills, ...institution.programs.map((p) => p.category)])],
  website: (institution) => institution.website || null,
  // The account summary the object carries, recorded so that reading the User costs no call.
  user: (institution, _args, { loaders }) => {
    const { _id, username, logo } = institution;
    if (!username) return null;
    const user = { _id, username, profile: { profilePicture: logo } };
    loaders.users.byId.primePart(user);
    return user;
  },
  // The directory names each programme's id only: the whole offers come from the batched by-ids
  // call, one for a whole page of institutions (public ones, as the directory lists).
  programmes: async (institution, { first }, { loaders }) => {
    const count = checkedFirst(first ?? DEFAULT_PROGRAMMES, MAX_PROGRAMMES);
    const ids = institution.programs.slice(0, count).map((program) => program._id);
    const offers = await Promise.all(ids.map((id) => loaders.educationalOffers.byId.load(id)));
    return offers.filter((offer) => offer !== null);
  },
};
