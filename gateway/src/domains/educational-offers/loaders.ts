import { batchLoader, keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { educationalOffersRest, MAX_EDUCATIONAL_OFFER_IDS, type EducationalOffersPage } from './rest';

/** Educational offers: every read by id goes through `byId`, batched per request; answers that carry whole offers prime it. */
export function createEducationalOfferLoaders({ anonymous }: LoaderCallers) {
  const byId = batchLoader((ids) => educationalOffersRest(anonymous).byIds(ids), MAX_EDUCATIONAL_OFFER_IDS); // GET /api/offers/educational/by-ids?ids=
  const ofUser = keyedLoader(
    ({ username, page, limit }: { username: string; page: number; limit: number }) =>
      educationalOffersRest(anonymous).ofUser(username, page, limit).then(primeWhole),
    ({ username, page, limit }) => `${page}:${limit}:${username.toLowerCase()}`,
  ); // GET /api/offers/educational/user-external/{username}?page&limit

  function primeWhole(answer: EducationalOffersPage): EducationalOffersPage {
    for (const offer of answer.items) byId.prime(offer._id, offer);
    return answer;
  }

  return { byId, ofUser };
}
