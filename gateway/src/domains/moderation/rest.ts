import type { RestAnswer } from '../../rest/answers';
import type { RestPageAnswer } from '../../relay/connections';
import type { RestCaller } from '../../rest/http';

/** An account waiting for verification: the public user object plus its email (CONTRACT.md § Moderation). */
export type RestModeratedUser = RestAnswer<'/api/moderation/professionals'>['users'][number];

/** The pending offers: the same objects the job and educational offer calls answer. */
export type RestPendingJobOffer = RestAnswer<'/api/moderation/job-offers'>['offers'][number];
export type RestPendingEducationalOffer = RestAnswer<'/api/moderation/educational-offers'>['offers'][number];

/** The answer of approve and reject: the offer's id, kind and new status. */
export type RestDecision = RestAnswer<'/api/moderation/offers/{offerId}/approve', 'post'>;

/** A page of one of the queues, with its count. */
export type QueuePage<T> = RestPageAnswer<T> & { total: number };

export type OfferDecision = 'approve' | 'reject';

const counted = <T>(answer: { hasMore: boolean; total: number }, items: readonly T[]): QueuePage<T> => ({
  items,
  hasMore: answer.hasMore,
  total: answer.total,
});

/** The operators' calls (CONTRACT.md § Moderation (issue 11)); each needs an operator's token. */
export function moderationRest(rest: RestCaller) {
  return {
    /** GET /api/moderation/job-offers?page&limit */
    jobOffers: async (page: number, limit: number) => {
      const answer = await rest.get<RestAnswer<'/api/moderation/job-offers'>>('/api/moderation/job-offers', {
        page,
        limit,
      });
      return counted(answer, answer.offers);
    },
    /** GET /api/moderation/educational-offers?page&limit */
    educationalOffers: async (page: number, limit: number) => {
      const path = '/api/moderation/educational-offers';
      const answer = await rest.get<RestAnswer<'/api/moderation/educational-offers'>>(path, { page, limit });
      return counted(answer, answer.offers);
    },
    /** GET /api/moderation/professionals?page&limit */
    professionals: async (page: number, limit: number) => {
      const path = '/api/moderation/professionals';
      const answer = await rest.get<RestAnswer<'/api/moderation/professionals'>>(path, { page, limit });
      return counted(answer, answer.users);
    },
    /** POST /api/moderation/offers/{offerId}/approve | reject?revision= (the version the operator saw) */
    decide: (offerId: string, decision: OfferDecision, revision?: number | null) =>
      rest.post<RestDecision>(
        `/api/moderation/offers/${encodeURIComponent(offerId)}/${decision}${typeof revision === 'number' ? `?revision=${revision}` : ''}`,
        {},
      ),
    /** POST /api/moderation/professionals/{userId}/verify */
    verify: (userId: string) =>
      rest.post<RestAnswer<'/api/moderation/professionals/{userId}/verify', 'post'>>(
        `/api/moderation/professionals/${encodeURIComponent(userId)}/verify`,
        {},
      ),
  };
}
