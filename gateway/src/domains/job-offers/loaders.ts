import { batchLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { jobOffersRest, MAX_JOB_OFFER_IDS } from './rest';

/** Job offers: every read by id goes through `byId`, batched per request; answers that carry whole offers prime it. */
export function createJobOfferLoaders({ anonymous }: LoaderCallers) {
  const byId = batchLoader((ids) => jobOffersRest(anonymous).byIds(ids), MAX_JOB_OFFER_IDS); // GET /api/offers/by-ids?ids=
  return { byId };
}
