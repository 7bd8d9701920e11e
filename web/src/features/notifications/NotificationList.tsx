import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { PagedListEnd } from '../../components/PagedListEnd';
import { requireLoaded } from '../../lib/relay/environment';
import { paths } from '../../lib/routing/paths';
import type { NotificationListPaginationQuery } from './__generated__/NotificationListPaginationQuery.graphql';
import type { NotificationList_query$key } from './__generated__/NotificationList_query.graphql';
import { NotificationItem } from './NotificationItem';
import { NotificationSkeletons } from './NotificationSkeletons';
import { NOTIFICATION_TEXTS } from './notificationsTexts';
import { useMarkNotificationRead } from './useNotificationReadMutations';
import styles from './NotificationList.module.css';

/** How many notifications a page holds. */
export const NOTIFICATION_PAGE_SIZE = 20;

// On Query: the center is not a Node, and its list pages from the root.
const fragment = graphql`
  fragment NotificationList_query on Query
  @refetchable(queryName: "NotificationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    notificationCenter {
      id
      unreadCount
      notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
        edges {
          node {
            id
            ...NotificationItem_notification
          }
        }
      }
    }
  }
`;

/** The notifications, newest first, 20 more whenever the end comes near (200 px). */
export function NotificationList({ query }: { query: NotificationList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_query$key
  >(fragment, query);
  const center = requireLoaded(data.notificationCenter);
  // The bell asks for the count while the list is open (the same record): more unread than
  // the list was loaded with means new notifications, which the person brings in when they want.
  const [loadedUnread, setLoadedUnread] = useState(center.unreadCount);
  if (center.unreadCount < loadedUnread) setLoadedUnread(center.unreadCount);
  const showNew = () =>
    refetch({}, { fetchPolicy: 'network-only', onComplete: (error) => !error && setLoadedUnread(center.unreadCount) });
  const markRead = useMarkNotificationRead(center.id);
  const [failure, setFailure] = useState<string | null>(null);
  const read = (id: string) => {
    setFailure(null);
    void markRead(id).then((outcome) => !outcome.ok && setFailure(outcome.message));
  };

  const fresh = center.unreadCount > loadedUnread && (
    <button type="button" className={styles.fresh} onClick={showNew}>
      {NOTIFICATION_TEXTS.showNew}
    </button>
  );
  const { edges } = center.notifications;
  if (edges.length === 0) {
    return (
      <>
        {fresh}
        <div className={styles.empty}>
          <p>{NOTIFICATION_TEXTS.empty}</p>
          <Link to={paths.settings()}>{NOTIFICATION_TEXTS.settings}</Link>
        </div>
      </>
    );
  }
  return (
    <>
      {fresh}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <NotificationItem key={node.id} notification={node} onRead={read} />
        ))}
      </ul>
      <PagedListEnd
        paging={{ hasNext, isLoadingNext, loadNext }}
        pageSize={NOTIFICATION_PAGE_SIZE}
        loading={<NotificationSkeletons count={3} label={NOTIFICATION_TEXTS.loadingMore} />}
        failedText={NOTIFICATION_TEXTS.moreFailed}
        failedClassName={styles.failure}
        retryClassName={styles.retry}
      />
    </>
  );
}
