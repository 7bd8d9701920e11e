import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller } from '../../rest/http';

/** The job offer object (CONTRACT.md § Job offers): each item of GET /api/offers/by-ids and of the search. */
export type RestJobOffer = RestAnswer<'/api/offers/by-ids'>['offers'][number];

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_JOB_OFFER_IDS = 100;

/** A page of a company's public job offers, with their count. */
export type JobOffersPage = RestPageAnswer<RestJobOffer> & { total: number };

/** Job offer calls: a company's public offers and the by-ids extension of CONTRACT.md (later issues add the rest). */
export function jobOffersRest(rest: RestCaller) {
  return {
    /** GET /api/offers/user/{username}?page&limit: that account's public offers, newest publication first. */
    ofUser: async (username: string, page: number, limit: number): Promise<JobOffersPage> => {
      const path = `/api/offers/user/${encodeURIComponent(username)}`;
      const answer = await rest.get<RestAnswer<'/api/offers/user/{username}'>>(path, { page, limit });
      return { items: answer.offers, hasMore: answer.hasMore, total: answer.total };
    },
    /** GET /api/offers/by-ids?ids=a,b (extension): public offers only, unknown ids left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestJobOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/by-ids'>>('/api/offers/by-ids', { ids })).offers,
  };
}
