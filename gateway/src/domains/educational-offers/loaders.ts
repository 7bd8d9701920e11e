import { batchLoader, keyedLoader, nullIfNotFound, pageLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import {
  educationalOffersRest,
  MAX_EDUCATIONAL_OFFER_IDS,
  type EducationalOffersPage,
  type RestEducationalOffer,
} from './rest';

/** The filters and page of the owner's list, as REST query values. */
export type OwnOffersKey = { username: string; status?: string; page: number; limit: number };

/**
 * Educational offers: every read by id goes through `byId`, batched per request; answers that
 * carry whole offers prime it. The owner's side (their list in every state) only with a token.
 */
export function createEducationalOfferLoaders({ anonymous, authenticated }: LoaderCallers) {
  const publicRest = educationalOffersRest(anonymous);
  const viewerRest = authenticated && educationalOffersRest(authenticated);
  const byId = batchLoader((ids) => publicRest.byIds(ids), MAX_EDUCATIONAL_OFFER_IDS); // GET /api/offers/educational/by-ids?ids=
  const prime = (offer: RestEducationalOffer): RestEducationalOffer => {
    byId.clear(offer._id).prime(offer._id, offer);
    return offer;
  };
  const primePage = (answer: EducationalOffersPage): EducationalOffersPage => {
    answer.items.forEach(prime);
    return answer;
  };

  return {
    byId,
    prime,
    ofUser: keyedLoader(
      ({ username, page, limit }: { username: string; page: number; limit: number }) =>
        publicRest.ofUser(username, page, limit).then(primePage),
      ({ username, page, limit }) => `${page}:${limit}:${username.toLowerCase()}`,
    ), // GET /api/offers/educational/user-external/{username}?page&limit
    // One offer as the caller may see it: with the token, the owner's own in any state (404: null).
    detail: keyedLoader((id: string) => (viewerRest || publicRest).detail(id).then(prime, nullIfNotFound)), // GET /api/offers/educational/{offerId} (bearer optional)
    own: viewerRest
      ? pageLoader(
          ({ username, ...query }: OwnOffersKey) => viewerRest.own(username, query).then(primePage),
          ({ username, status }) => JSON.stringify({ username: username.toLowerCase(), status }),
        ) // GET /api/offers/educational/user/{username}?status&page&limit (bearer)
      : null,
    // The viewer's own offers as their list answers them (the edit waiting for review), one call for every offer of a request.
    ownById: viewerRest ? batchLoader((ids) => viewerRest.ownByIds(ids), MAX_EDUCATIONAL_OFFER_IDS) : null, // GET /api/offers/educational/own/by-ids?ids= (bearer, extension)
  };
}
