import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller } from '../../rest/http';
import type { RestUserSource } from '../users/rest';

/** The educational offer object (CONTRACT.md § Educational offers): each item of by-ids and of the search. */
export type RestEducationalOffer = RestAnswer<'/api/offers/educational/by-ids'>['offers'][number];

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_EDUCATIONAL_OFFER_IDS = 100;

/** The institution's account as an offer carries it (`logo` is its profile picture). */
export function institutionOf(offer: RestEducationalOffer): RestUserSource {
  const { _id, username, logo } = offer.institution;
  return { _id, username, profile: { profilePicture: logo } };
}

/** A page of an institution's public educational offers, with their count. */
export type EducationalOffersPage = RestPageAnswer<RestEducationalOffer> & { total: number };

/** Educational offer calls: an institution's public offers and the by-ids extension of CONTRACT.md (later issues add the rest). */
export function educationalOffersRest(rest: RestCaller) {
  return {
    /** GET /api/offers/educational/user-external/{username}?page&limit: the public profile's list, newest first. */
    ofUser: async (username: string, page: number, limit: number): Promise<EducationalOffersPage> => {
      const path = `/api/offers/educational/user-external/${encodeURIComponent(username)}`;
      const answer = await rest.get<RestAnswer<'/api/offers/educational/user-external/{username}'>>(path, {
        page,
        limit,
      });
      return { items: answer.offers, hasMore: answer.hasMore, total: answer.total };
    },
    /** GET /api/offers/educational/by-ids?ids=a,b (extension): public offers only, unknown ids left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestEducationalOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/educational/by-ids'>>('/api/offers/educational/by-ids', { ids })).offers,
  };
}
