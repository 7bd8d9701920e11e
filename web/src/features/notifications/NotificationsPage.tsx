import { Suspense, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRouteError } from 'react-router';
import { Button } from '../../components/Button';
import { PageLoadError } from '../../components/LoadError';
import { usePageTitle } from '../../lib/pageTitle';
import { getRelayEnvironment, requireLoaded } from '../../lib/relay/environment';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import type { RouteQueryData } from '../../lib/relay/routeQuery';
import { paths } from '../../lib/routing/paths';
import type { NotificationsPageQuery } from './__generated__/NotificationsPageQuery.graphql';
import { NotificationList } from './NotificationList';
import { NotificationSkeletons } from './NotificationSkeletons';
import { NOTIFICATION_TEXTS } from './notificationsTexts';
import { useMarkAllNotificationsRead } from './useNotificationReadMutations';
import styles from './NotificationList.module.css';

const query = graphql`
  query NotificationsPageQuery {
    notificationCenter {
      id
      unreadCount
    }
    ...NotificationList_query
  }
`;

/**
 * What the store holds shows at once and the server's answer follows: notifications arrive
 * between visits, so the list is always asked for again.
 */
export function loader(): RouteQueryData<NotificationsPageQuery> {
  return {
    queryRef: loadQuery<NotificationsPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-and-network' }),
  };
}

/** /ControlPanel/notificaciones (issue 22): what happened to the account, newest first. */
export function Component() {
  const heading = usePageTitle(NOTIFICATION_TEXTS.title);
  return (
    <section className={styles.page} aria-labelledby="notificaciones-titulo">
      <h1 id="notificaciones-titulo" className={styles.title} {...heading}>
        {NOTIFICATION_TEXTS.title}
      </h1>
      <Suspense fallback={<NotificationSkeletons label={NOTIFICATION_TEXTS.title} />}>
        <Notifications />
      </Suspense>
    </section>
  );
}

function Notifications() {
  const { queryRef } = useLoaderData() as RouteQueryData<NotificationsPageQuery>;
  const data = usePreloadedQuery<NotificationsPageQuery>(query, queryRef);
  const center = requireLoaded(data.notificationCenter);
  const [markAll, marking] = useMarkAllNotificationsRead(center.id);
  const [failure, setFailure] = useState<string | null>(null);
  const readAll = () => {
    setFailure(null);
    void markAll().then((outcome) => !outcome.ok && setFailure(outcome.message));
  };
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {center.unreadCount > 0 ? NOTIFICATION_TEXTS.unread(center.unreadCount) : 'Todo leído'}
        </p>
        <Button variant="outline" size="small" onClick={readAll} disabled={marking || center.unreadCount === 0}>
          {NOTIFICATION_TEXTS.markAll}
        </Button>
        <Link to={paths.settings()} className={styles.settings}>
          {NOTIFICATION_TEXTS.settings}
        </Link>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <NotificationList query={data} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnauthenticated(error)) throw error;
  return <PageLoadError pageTitle={NOTIFICATION_TEXTS.title} title={NOTIFICATION_TEXTS.loadFailed} />;
}
