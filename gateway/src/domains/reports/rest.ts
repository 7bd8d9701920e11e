import type { RestAnswer, RestBody } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';
import type { QueuePage } from '../moderation';

/** An item with open reports, as the operators' queue answers it (CONTRACT.md § Reports). */
export type RestReportedItem = RestAnswer<'/api/moderation/reports'>['items'][number];

/** What a report names: the api's kinds and reasons. */
export type RestReportKind = RestReportedItem['kind'];
export type RestReportReason = RestReportedItem['reasons'][number]['reason'];

/** Why a post, profile or offer is hidden, on the item for its author (issue 24). */
export type RestHiddenNotice = NonNullable<RestAnswer<'/api/posts/{id}'>['post']['moderation']>;

/** The report calls; each needs a token (the queue and decisions, an operator's). */
export function reportsRest(rest: RestCaller) {
  const itemPath = (kind: RestReportKind, itemId: string, decision: 'hide' | 'dismiss') =>
    `/api/moderation/reports/${kind}/${encodeURIComponent(itemId)}/${decision}`;
  return {
    /** POST /api/reports */
    report: (body: RestBody<'/api/reports', 'post'>) =>
      rest.post<RestAnswer<'/api/reports', 'post'>>('/api/reports', body),
    /** GET /api/moderation/reports?page&limit */
    queue: async (page: number, limit: number): Promise<QueuePage<RestReportedItem>> => {
      const answer = await rest.get<RestAnswer<'/api/moderation/reports'>>('/api/moderation/reports', { page, limit });
      return { items: answer.items, hasMore: answer.hasMore, total: answer.total };
    },
    /** POST /api/moderation/reports/{kind}/{itemId}/hide */
    hide: (
      kind: RestReportKind,
      itemId: string,
      body: RestBody<'/api/moderation/reports/{kind}/{itemId}/hide', 'post'>,
    ) =>
      rest.post<RestAnswer<'/api/moderation/reports/{kind}/{itemId}/hide', 'post'>>(
        itemPath(kind, itemId, 'hide'),
        body,
      ),
    /** POST /api/moderation/reports/{kind}/{itemId}/dismiss */
    dismiss: (kind: RestReportKind, itemId: string) =>
      rest.post<RestAnswer<'/api/moderation/reports/{kind}/{itemId}/dismiss', 'post'>>(
        itemPath(kind, itemId, 'dismiss'),
        {},
      ),
  };
}
