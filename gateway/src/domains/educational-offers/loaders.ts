import { batchLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { educationalOffersRest, MAX_EDUCATIONAL_OFFER_IDS } from './rest';

/** Educational offers: every read by id goes through `byId`, batched per request; answers that carry whole offers prime it. */
export function createEducationalOfferLoaders({ anonymous }: LoaderCallers) {
  const byId = batchLoader((ids) => educationalOffersRest(anonymous).byIds(ids), MAX_EDUCATIONAL_OFFER_IDS); // GET /api/offers/educational/by-ids?ids=
  return { byId };
}
