import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller, RestFields, RestFile, RestQuery } from '../../rest/http';
import type { FileRule } from '../../uploads/open-upload';
import type { RestUserSource } from '../users';

/** The educational offer object (CONTRACT.md § Educational offers): each item of by-ids and of the search. */
export type RestEducationalOffer = RestAnswer<'/api/offers/educational/by-ids'>['offers'][number];

/** REST `status`, `educationType`, `category` and month names of an offer. */
export type RestEducationalOfferStatus = RestEducationalOffer['status'];
export type RestEducationType = RestEducationalOffer['educationType'];
export type RestStudyCategory = RestEducationalOffer['category'];
export type RestMonth = NonNullable<RestEducationalOffer['schoolYearStartMonth']>;

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_EDUCATIONAL_OFFER_IDS = 100;

/** The api's rule for an offer's header image: 5 MB, its 413 message (CONTRACT.md "The form"). */
export const HEADER_IMAGE_FILE: FileRule = {
  field: 'headerImage',
  maxBytes: 5 * 1024 * 1024,
  tooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
};

/** The institution's account as an offer carries it (`logo` is its profile picture). */
export function institutionOf(offer: RestEducationalOffer): RestUserSource {
  const { _id, username, logo } = offer.institution;
  return { _id, username, profile: { profilePicture: logo } };
}

/** A page of an institution's educational offers, with their count. */
export type EducationalOffersPage = RestPageAnswer<RestEducationalOffer> & { total: number };

const offerPath = (id: string) => `/api/offers/educational/${encodeURIComponent(id)}`;

/** Educational offer reads: an institution's lists, one offer, and the by-ids extension of CONTRACT.md. */
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
    /**
     * GET /api/offers/educational/user/{username}?status&page&limit (bearer): the caller's own
     * offers in every status, newest first, when the username is the caller's.
     */
    own: async (username: string, query: RestQuery): Promise<EducationalOffersPage> => {
      const path = `/api/offers/educational/user/${encodeURIComponent(username)}`;
      const answer = await rest.get<RestAnswer<'/api/offers/educational/user/{username}'>>(path, query);
      return { items: answer.offers, hasMore: answer.hasMore, total: answer.total };
    },
    /** GET /api/offers/educational/{offerId} (bearer optional): a public offer, or any of the caller's own. */
    detail: async (id: string): Promise<RestEducationalOffer> =>
      (await rest.get<RestAnswer<'/api/offers/educational/{offerId}'>>(offerPath(id))).offer,
    /** GET /api/offers/educational/by-ids?ids=a,b (extension): public offers only, unknown ids left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestEducationalOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/educational/by-ids'>>('/api/offers/educational/by-ids', { ids })).offers,
    /** GET /api/offers/educational/own/by-ids?ids=a,b (bearer, extension): the caller's own, any state, as its list answers them. */
    ownByIds: async (ids: readonly string[]): Promise<RestEducationalOffer[]> => {
      const path = '/api/offers/educational/own/by-ids';
      return (await rest.get<RestAnswer<'/api/offers/educational/own/by-ids'>>(path, { ids })).offers;
    },
  };
}

/** Educational offer writes (bearer, CONTRACT.md § Educational offers, Calls): the form and the owner's decisions. */
export function educationalOfferWritesRest(rest: RestCaller) {
  const image = (file: RestFile | null) => (file ? [file] : []);
  return {
    /** POST /api/offers/educational: the form as multipart, the header image streamed. */
    create: (fields: RestFields, headerImage: RestFile | null) =>
      rest.sendFiles<RestAnswer<'/api/offers/educational', 'post'>>(
        'POST',
        '/api/offers/educational',
        image(headerImage),
        fields,
      ),
    /** PUT /api/offers/educational/{offerId}: every field replaced; an absent header image stays. */
    update: (id: string, fields: RestFields, headerImage: RestFile | null) =>
      rest.sendFiles<RestAnswer<'/api/offers/educational/{offerId}', 'put'>>(
        'PUT',
        offerPath(id),
        image(headerImage),
        fields,
      ),
    /** PUT /api/offers/educational/{offerId}/status {status: "cancelled"}. */
    cancel: (id: string) =>
      rest.put<RestAnswer<'/api/offers/educational/{offerId}/status', 'put'>>(`${offerPath(id)}/status`, {
        status: 'cancelled',
      }),
    /** DELETE /api/offers/educational/{offerId}. */
    remove: (id: string) => rest.delete<RestAnswer<'/api/offers/educational/{offerId}', 'delete'>>(offerPath(id)),
  };
}
