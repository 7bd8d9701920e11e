import type {
  EducationalOfferResolvers,
  JobOfferResolvers,
  ModerationNoticeResolvers,
  ModerationQueueResolvers,
  MutationResolvers,
  PostResolvers,
  ReportEntryResolvers,
  ReportReason,
  ReportReasonCountResolvers,
  ReportedItemKind,
  ReportedItemResolvers,
  UserResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, required, signInRequired, withUserErrors } from '../../errors';
import { readWindow, toConnection } from '../../relay/connections';
import { fromGlobalId, toGlobalId } from '../../relay/ids';
import { QUEUE_PAGING } from '../moderation';
import type { RestHiddenNotice, RestReportKind, RestReportReason, RestReportedItem } from './rest';
import { reportsRest } from './rest';

/** The graph's reasons and the api's, both ways. */
const REASONS: Record<RestReportReason, ReportReason> = {
  spam: 'SPAM',
  offensive: 'OFFENSIVE',
  harassment: 'HARASSMENT',
  intellectualProperty: 'INTELLECTUAL_PROPERTY',
  fraud: 'FRAUD',
  other: 'OTHER',
};
const REST_REASONS = Object.fromEntries(Object.entries(REASONS).map(([rest, graph]) => [graph, rest])) as Record<
  ReportReason,
  RestReportReason
>;

/** Each kind's node type (its global IDs) and its name in the queue. */
const KINDS: Record<
  RestReportKind,
  { type: 'Post' | 'User' | 'JobOffer' | 'EducationalOffer'; kind: ReportedItemKind }
> = {
  post: { type: 'Post', kind: 'POST' },
  user: { type: 'User', kind: 'PROFILE' },
  jobOffer: { type: 'JobOffer', kind: 'JOB_OFFER' },
  educationalOffer: { type: 'EducationalOffer', kind: 'EDUCATIONAL_OFFER' },
};

const UNKNOWN_ITEM = 'No encontramos ese contenido: puede que ya no esté publicado.';

/** The api's kind and id of a reportable item's global ID; any other ID is an unknown item. */
function itemOf(id: string): { kind: RestReportKind; itemId: string } {
  const { type, internalID } = fromGlobalId(id);
  const kind = (Object.keys(KINDS) as RestReportKind[]).find((key) => KINDS[key].type === type);
  if (!kind) throw new GatewayRefusal(UNKNOWN_ITEM, 'itemId');
  return { kind, itemId: internalID };
}

const queueEntryId = (kind: RestReportKind, itemId: string) => toGlobalId('ReportedItem', `${kind}:${itemId}`);

/**
 * Whether the signed-in caller reported the item: their own profile lists what they reported
 * (`reportedItems`), read once a request whatever the number of items; anonymous: false, no call.
 */
const viewerHasReported =
  (kind: RestReportKind) =>
  async (item: { _id: string }, _args: unknown, { loaders }: GatewayContext): Promise<boolean> => {
    const viewer = await loaders.users.viewer?.load();
    return viewer?.reportedItems?.some((reported) => reported.kind === kind && reported.itemId === item._id) ?? false;
  };

/** The notice on a hidden item: the api puts it there for the author alone. */
const moderation = (item: { moderation?: RestHiddenNotice }) => item.moderation ?? null;

export const Post: PostResolvers = { moderation, viewerHasReported: viewerHasReported('post') };
export const User: UserResolvers = {
  moderation: (user) => ('moderation' in user ? (user.moderation ?? null) : null),
  viewerHasReported: viewerHasReported('user'),
};
export const JobOffer: JobOfferResolvers = { moderation, viewerHasReported: viewerHasReported('jobOffer') };
export const EducationalOffer: EducationalOfferResolvers = {
  moderation,
  viewerHasReported: viewerHasReported('educationalOffer'),
};

export const ModerationNotice: ModerationNoticeResolvers = { reason: (notice) => REASONS[notice.reason] };

function calls(ctx: GatewayContext) {
  if (!ctx.token) throw signInRequired();
  return reportsRest(ctx.rest);
}

type ReportPayload = { itemId: string | null; message: string | null };
type DecisionPayload = { reportedItemId: string | null; message: string | null };

export const Mutation: MutationResolvers = {
  report: (_root, { input }, ctx) => {
    const rest = calls(ctx);
    return withUserErrors<ReportPayload>(
      [400, 404, 409, 429],
      async () => {
        const { kind, itemId } = itemOf(input.itemId);
        const answer = await rest.report({
          kind,
          itemId,
          reason: REST_REASONS[input.reason],
          ...(input.details ? { details: input.details } : {}),
        });
        // The profile read earlier in this request does not list it yet.
        ctx.loaders.users.viewer?.clear();
        return { itemId: input.itemId, message: answer.message };
      },
      { itemId: null, message: null },
    );
  },
  hideReportedItem: (_root, { input }, ctx) => {
    const rest = calls(ctx);
    return withUserErrors<DecisionPayload>(
      [400, 403, 404],
      async () => {
        const { kind, itemId } = itemOf(input.itemId);
        const body = { reason: REST_REASONS[input.reason], ...(input.note ? { note: input.note } : {}) };
        const answer = await rest.hide(kind, itemId, body);
        ctx.loaders.reports.queue?.clearAll();
        return { reportedItemId: queueEntryId(kind, itemId), message: answer.message };
      },
      { reportedItemId: null, message: null },
    );
  },
  dismissReports: (_root, { input }, ctx) => {
    const rest = calls(ctx);
    return withUserErrors<DecisionPayload>(
      [403, 404, 409],
      async () => {
        const { kind, itemId } = itemOf(input.itemId);
        const answer = await rest.dismiss(kind, itemId);
        ctx.loaders.reports.queue?.clearAll();
        return { reportedItemId: queueEntryId(kind, itemId), message: answer.message };
      },
      { reportedItemId: null, message: null },
    );
  },
};

export const ModerationQueue: ModerationQueueResolvers = {
  reportedItems: async (_queue, args, { loaders }) => {
    // The queue is reached through moderationQueue, which a request with a token only answers.
    const queue = required(loaders.reports.queue, 'reports loader');
    const { page, answer } = await readWindow(args, QUEUE_PAGING, (restPage, limit) =>
      queue.load({ page: restPage, limit }),
    );
    return toConnection(answer, page, QUEUE_PAGING, (item) => `${item.kind}:${item.itemId}`);
  },
};

export const ReportedItem: ReportedItemResolvers = {
  id: (item) => queueEntryId(item.kind, item.itemId),
  itemId: (item) => toGlobalId(KINDS[item.kind].type, item.itemId),
  internalID: (item) => item.itemId,
  kind: (item) => KINDS[item.kind].kind,
  ownerUsername: (item: RestReportedItem) => item.owner.username,
};

export const ReportReasonCount: ReportReasonCountResolvers = { reason: (count) => REASONS[count.reason] };

export const ReportEntry: ReportEntryResolvers = {
  reason: (entry) => REASONS[entry.reason],
  reporterUsername: (entry) => entry.reporter.username,
};
