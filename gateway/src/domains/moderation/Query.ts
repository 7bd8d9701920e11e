import type { ModerationQueueResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import { required } from '../../errors';
import { readWindow, toConnection, type ConnectionArgs, type ListPaging } from '../../relay/connections';
import type { QueuePage } from './rest';
import { viewerIsOperator } from './viewer';

/** The queues: 20 a page by default, up to 50; the api pages up to 100. */
export const QUEUE_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 50, maxLimit: 100 };

export const Query: QueryResolvers = {
  // Null, not an error, for everyone but operators: the screen shows its 'no access' state.
  moderationQueue: async (_root, _args, ctx) => ((await viewerIsOperator(ctx))?.operator ? { operator: true } : null),
};

interface QueueLoader<T> {
  load(key: { page: number; limit: number }): Promise<QueuePage<T>>;
}

/** One page of a queue as a counted connection (offset cursors: the queue is ordered oldest first). */
async function queue<T extends { _id: string }>(loader: QueueLoader<T> | null, args: ConnectionArgs) {
  // The queue is reached through moderationQueue, which a request with a token only answers.
  const queueLoader = required(loader, 'moderation loader');
  const { page, answer } = await readWindow(args, QUEUE_PAGING, (restPage, limit) =>
    queueLoader.load({ page: restPage, limit }),
  );
  return toConnection(answer, page, QUEUE_PAGING, (item) => item._id);
}

export const ModerationQueue: ModerationQueueResolvers = {
  pendingJobOffers: (_queue, args, { loaders }) => queue(loaders.moderation.jobOffers, args),
  pendingEducationalOffers: (_queue, args, { loaders }) => queue(loaders.moderation.educationalOffers, args),
  unverifiedProfessionals: (_queue, args, { loaders }) => queue(loaders.moderation.professionals, args),
};
