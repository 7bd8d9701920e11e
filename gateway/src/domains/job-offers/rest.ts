import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller, RestFields, RestFile, RestQuery } from '../../rest/http';
import type { FileRule } from '../../uploads/open-upload';

/**
 * The job offer object (CONTRACT.md § Job offers) as its owner sees it (GET /api/offers/{offerId}):
 * every other answer's offer (by-ids, the lists, the search) is this without the owner's
 * counts and candidates, which are optional here.
 */
export type RestJobOffer = RestAnswer<'/api/offers/{offerId}'>['offer'];

/** An application with its candidate, as the owner sees it, its offer's id, and the offer when asked for by id (the batched extension). */
export type RestApplication = RestAnswer<'/api/offers/applications'>['applications'][number];

/** An application the applicant just made (POST /api/offers/{offerId}/apply): no candidate, no offer id. */
export type RestNewApplication = RestAnswer<'/api/offers/{offerId}/apply', 'post'>['application'];

/** A saved offer: the offer object and when it was saved. */
export type RestSavedOffer = RestAnswer<'/api/users/saved-offers'>['savedOffers'][number];

/** An offer the caller applied to, with their application. */
export type RestAppliedOffer = RestAnswer<'/api/users/applied-offers'>['offers'][number];

/** REST `status` of an offer, `responseType` of a question, `status` of an application. */
export type RestOfferStatus = RestJobOffer['status'];
export type RestResponseType = RestJobOffer['extraQuestions'][number]['responseType'];
export type RestApplicationStatus = RestApplication['status'];

/** The api's by-ids calls take at most this many ids (CONTRACT.md). */
export const MAX_JOB_OFFER_IDS = 100;

/** A page of offers, with their count. */
export type JobOffersPage<T = RestJobOffer> = RestPageAnswer<T> & { total: number };

/** The filters of GET /api/offers and GET /api/offers/company, as REST query values. */
export type OfferFilters = RestQuery;

/** The api's rule for an offer's logo: 5 MB, its 413 message (CONTRACT.md "The offer form"). */
export const LOGO_FILE: FileRule = {
  field: 'logo',
  maxBytes: 5 * 1024 * 1024,
  tooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
};

const offerPath = (id: string) => `/api/offers/${encodeURIComponent(id)}`;

/** GET list answers of offers as a counted page. */
function counted<T>(answer: { hasMore: boolean; total: number }, items: readonly T[]): JobOffersPage<T> {
  return { items, hasMore: answer.hasMore, total: answer.total };
}

/** Job offer reads of part 2 §7 "Job offers" and the extensions of CONTRACT.md. */
export function jobOffersRest(rest: RestCaller) {
  return {
    /** GET /api/offers?status=accepted&filters&page&limit: public offers, newest publication first. */
    list: async (query: OfferFilters): Promise<JobOffersPage> => {
      const answer = await rest.get<RestAnswer<'/api/offers'>>('/api/offers', { status: 'accepted', ...query });
      return counted(answer, answer.offers);
    },
    /** GET /api/offers/{offerId} (bearer optional): the owner's view adds the counts and candidates. */
    detail: async (id: string): Promise<RestJobOffer> =>
      (await rest.get<RestAnswer<'/api/offers/{offerId}'>>(offerPath(id))).offer,
    /** GET /api/offers/user/{username}?page&limit: that account's public offers, newest publication first. */
    ofUser: async (username: string, page: number, limit: number): Promise<JobOffersPage> => {
      const path = `/api/offers/user/${encodeURIComponent(username)}`;
      const answer = await rest.get<RestAnswer<'/api/offers/user/{username}'>>(path, { page, limit });
      return counted(answer, answer.offers);
    },
    /** GET /api/offers/company?status&practicas&page&limit (bearer): the caller's offers with their counts. */
    company: async (query: OfferFilters): Promise<JobOffersPage> => {
      const answer = await rest.get<RestAnswer<'/api/offers/company'>>('/api/offers/company', query);
      return counted(answer, answer.offers);
    },
    /** GET /api/users/saved-offers?page&limit (bearer): most recently saved first. */
    saved: async (page: number, limit: number): Promise<JobOffersPage<RestSavedOffer>> => {
      const answer = await rest.get<RestAnswer<'/api/users/saved-offers'>>('/api/users/saved-offers', { page, limit });
      return counted(answer, answer.savedOffers);
    },
    /** GET /api/users/applied-offers?page&limit (bearer): newest application first. */
    applied: async (page: number, limit: number): Promise<JobOffersPage<RestAppliedOffer>> => {
      const path = '/api/users/applied-offers';
      const answer = await rest.get<RestAnswer<'/api/users/applied-offers'>>(path, { page, limit });
      return counted(answer, answer.offers);
    },
    /** GET /api/offers/by-ids?ids=a,b (extension): public offers only, unknown ids left out, any order. */
    byIds: async (ids: readonly string[]): Promise<RestJobOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/by-ids'>>('/api/offers/by-ids', { ids })).offers,
    /** GET /api/offers/own/by-ids?ids=a,b (bearer, extension): the caller's own, any state, as its lists answer them. */
    ownByIds: async (ids: readonly string[]): Promise<RestJobOffer[]> =>
      (await rest.get<RestAnswer<'/api/offers/own/by-ids'>>('/api/offers/own/by-ids', { ids })).offers,
    /**
     * GET /api/offers/applications?offerIds=&ids= (bearer, extension): the applications to those
     * offers, or with those ids, that the caller made or received, newest first.
     */
    applications: async (by: { offerIds?: readonly string[]; ids?: readonly string[] }): Promise<RestApplication[]> =>
      (await rest.get<RestAnswer<'/api/offers/applications'>>('/api/offers/applications', by)).applications,
  };
}

/** Job offer writes (bearer): the form, the owner's decisions, applying and saving. */
export function jobOfferWritesRest(rest: RestCaller) {
  return {
    /** POST /api/offers/create: the form as multipart (the logo streamed) or JSON. */
    create: (fields: RestFields, logo: RestFile | null) =>
      rest.sendFiles<RestAnswer<'/api/offers/create', 'post'>>(
        'POST',
        '/api/offers/create',
        logo ? [logo] : [],
        fields,
      ),
    /** PUT /api/offers/{offerId}: absent fields keep their value, a new logo replaces the old one. */
    update: (id: string, fields: RestFields, logo: RestFile | null) =>
      rest.sendFiles<RestAnswer<'/api/offers/{offerId}', 'put'>>('PUT', offerPath(id), logo ? [logo] : [], fields),
    /** PUT /api/offers/{offerId}/status {status: "cancelled"}. */
    cancel: (id: string) =>
      rest.put<RestAnswer<'/api/offers/{offerId}/status', 'put'>>(`${offerPath(id)}/status`, { status: 'cancelled' }),
    /** DELETE /api/offers/{offerId}. */
    remove: (id: string) => rest.delete<RestAnswer<'/api/offers/{offerId}', 'delete'>>(offerPath(id)),
    /** POST /api/offers/{offerId}/apply {answers}. */
    apply: (id: string, answers: readonly { question: string; answer: string }[]) =>
      rest.post<RestAnswer<'/api/offers/{offerId}/apply', 'post'>>(`${offerPath(id)}/apply`, { answers }),
    /** PUT /api/offers/{offerId}/applications/{applicationId}/status {status}. */
    reviewApplication: (offerId: string, applicationId: string, status: 'accepted' | 'rejected') =>
      rest.put<RestAnswer<'/api/offers/{offerId}/applications/{applicationId}/status', 'put'>>(
        `${offerPath(offerId)}/applications/${encodeURIComponent(applicationId)}/status`,
        { status },
      ),
    /** POST /api/users/saved-offers/{offerId} (empty body). */
    save: (id: string) =>
      rest.post<RestAnswer<'/api/users/saved-offers/{offerId}', 'post'>>(
        `/api/users/saved-offers/${encodeURIComponent(id)}`,
        {},
      ),
    /** DELETE /api/users/saved-offers/{offerId}. */
    unsave: (id: string) =>
      rest.delete<RestAnswer<'/api/users/saved-offers/{offerId}', 'delete'>>(
        `/api/users/saved-offers/${encodeURIComponent(id)}`,
      ),
  };
}
