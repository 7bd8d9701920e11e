import type { NotificationCenterResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import { checkedFirst, type Connection } from '../../relay/connections';
import { decodeCursor, encodeCursor } from '../../relay/cursors';
import { toGlobalId } from '../../relay/ids';
import { signInRequired } from '../../errors';
import { tokenSubject } from '../users';
import { emailSettingsOf } from './email-settings';
import type { NotificationCenterMapper } from './mappers';
import type { RestNotification } from './rest';

const MAX_FIRST = 50;

/**
 * The caller's own center: it exists with a session (the api refuses a token it does not
 * accept when the center is read), named by the account the token names.
 */
export function centerOf(token: string | null): NotificationCenterMapper | null {
  const userId = tokenSubject(token);
  return userId ? { userId } : null;
}

export const Query: QueryResolvers = {
  notificationCenter: (_root, _args, { token }) => centerOf(token),
};

export const NotificationCenter: NotificationCenterResolvers = {
  id: ({ userId }) => toGlobalId('NotificationCenter', userId),
  unreadCount: (_center, _args, ctx) => signedIn(ctx.loaders.notifications.unreadCount).load(),
  notifications: async (_center, { first, after }, ctx) => {
    const limit = checkedFirst(first ?? 20, MAX_FIRST);
    const before = after ? decodeCursor(after, 'key').key : null;
    const page = await signedIn(ctx.loaders.notifications.pages).load({ limit, before });
    return notificationConnection(page.notifications, page.hasMore, after ?? null);
  },
  emailSettings: async (_center, _args, ctx) =>
    emailSettingsOf(await signedIn(ctx.loaders.notifications.emailSettings).load()),
};

/** A loader of the center: there is one whenever the center is (a session). */
function signedIn<L>(loader: L | null): L {
  if (!loader) throw signInRequired();
  return loader;
}

function notificationConnection(
  items: readonly RestNotification[],
  hasMore: boolean,
  after: string | null,
): Connection<RestNotification> {
  const edges = items.map((node) => ({ cursor: encodeCursor({ kind: 'key', key: node._id }), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: hasMore,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      // An empty page keeps the cursor it was asked with, so `after: endCursor` stays valid.
      endCursor: edges.at(-1)?.cursor ?? after,
    },
  };
}
