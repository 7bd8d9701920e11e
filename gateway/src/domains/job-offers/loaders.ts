import { batchLoader, keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { jobOffersRest, MAX_JOB_OFFER_IDS, type JobOffersPage } from './rest';

/** Job offers: every read by id goes through `byId`, batched per request; answers that carry whole offers prime it. */
export function createJobOfferLoaders({ anonymous }: LoaderCallers) {
  const byId = batchLoader((ids) => jobOffersRest(anonymous).byIds(ids), MAX_JOB_OFFER_IDS); // GET /api/offers/by-ids?ids=
  const ofUser = keyedLoader(
    ({ username, page, limit }: { username: string; page: number; limit: number }) =>
      jobOffersRest(anonymous).ofUser(username, page, limit).then(primeWhole),
    ({ username, page, limit }) => `${page}:${limit}:${username.toLowerCase()}`,
  ); // GET /api/offers/user/{username}?page&limit

  function primeWhole(answer: JobOffersPage): JobOffersPage {
    for (const offer of answer.items) byId.prime(offer._id, offer);
    return answer;
  }

  return { byId, ofUser };
}
