import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** The job offer object (CONTRACT.md § Job offers): each item of GET /api/offers/by-ids and of the search. */
export type RestJobOffer = RestAnswer<'/api/offers/by-ids'>['offers'][number];

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_JOB_OFFER_IDS = 100;

/** Job offer calls: the by-ids extension of CONTRACT.md (later issues add the lists and the detail). */
export function jobOffersRest(rest: RestCaller) {
  return {
    /** GET /api/offers/by-ids?ids=a,b (extension): public offers only, unknown ids left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestJobOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/by-ids'>>('/api/offers/by-ids', { ids })).offers,
  };
}
