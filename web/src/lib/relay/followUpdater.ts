import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The key of the signed-in user's `following` connection, as My community fetches it
 * (features/community/FollowingList.tsx):
 *
 *   following(search: $search, first: $count, after: $cursor) @connection(key: "FollowingList_following")
 *
 * Its only filter is `search`; the unsearched list (search null) is the one a follow changes.
 * A searched list is a connection of its own and is fetched again when searched again.
 * Here, not beside the fragment, because a follow on another screen (a profile, a card)
 * changes this list and features do not import each other (tools/eslint.config.js).
 */
export const FOLLOWING_CONNECTION_KEY = 'FollowingList_following';

/** The payload fields `followUser` and `unfollowUser` share (FollowUserPayload). */
export type FollowField = 'followUser' | 'unfollowUser';

/**
 * Puts the followed account at the top of the viewer's `following` list, or takes it out,
 * so My community shows the change without asking the server (part 2 §2: following
 * anywhere updates the community lists). Its count is the viewer's `followingCount`, which
 * the payload brings; the list's `totalCount` is shown only for a search.
 * Idempotent: an account already listed is not added twice, an absent one not removed.
 * Does nothing when the list is not in the store (it is then fetched when opened).
 */
export function updateViewerFollowing(
  store: RecordSourceSelectorProxy,
  { viewerId, userId, following }: { viewerId: string; userId: string; following: boolean },
): void {
  const viewer = store.get(viewerId);
  const user = store.get(userId);
  const connection = viewer && ConnectionHandler.getConnection(viewer, FOLLOWING_CONNECTION_KEY);
  if (!connection || !user) return;
  const listed = (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === userId,
  );
  if (following && !listed) insertFirst(store, connection, user);
  else if (!following) ConnectionHandler.deleteNode(connection, userId);
}

/**
 * The updater of a follow or unfollow mutation: reads the payload's `user` (and `viewer`)
 * under `field` and updates the viewer's list. Pass it as both `updater` and
 * `optimisticUpdater` so the list follows the optimistic state and its rollback:
 *
 *   commit({
 *     variables: { input: { userId } },
 *     optimisticResponse: { followUser: { user: { id: userId, viewerIsFollowing: true, ... }, viewer: ..., ... } },
 *     optimisticUpdater: followMutationUpdater('followUser'),
 *     updater: followMutationUpdater('followUser'),
 *   });
 *
 * The payload must select `user { id }` and should select `viewer { id followingCount }`
 * (the tab count of My community). Without `viewer` the store's `Query.viewer` is used.
 * The card fields (displayName, username, profilePicture, professionalTitle, role, city,
 * country, professionalType) are what My community shows for the new entry: the payload's
 * `user` should select them (mutations may select fields they do not read). If the store
 * lacks one, My community's query fetches its page again when it is opened, rather than
 * show a half-empty card.
 */
export function followMutationUpdater(field: FollowField) {
  return (store: RecordSourceSelectorProxy): void => {
    const payload = store.getRootField(field);
    const user = payload?.getLinkedRecord('user');
    const viewer = payload?.getLinkedRecord('viewer') ?? store.getRoot().getLinkedRecord('viewer');
    if (!user || !viewer) return; // refused: nothing changed
    updateViewerFollowing(store, {
      viewerId: viewer.getDataID(),
      userId: user.getDataID(),
      following: field === 'followUser',
    });
  };
}

function insertFirst(store: RecordSourceSelectorProxy, connection: RecordProxy, user: RecordProxy): void {
  const edge = ConnectionHandler.createEdge(store, connection, user, 'FollowEdge');
  // A cursor of its own is never used for paging (pageInfo's is), but the field must be
  // present or the page's query would count the list as incomplete and fetch it again.
  edge.setValue(`client:follow:${user.getDataID()}`, 'cursor');
  // Newest follow first, as the server lists them.
  ConnectionHandler.insertEdgeBefore(connection, edge);
}
