import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { Icon } from '../../components/Icon';
import type { NotificationBell_center$key } from './__generated__/NotificationBell_center.graphql';
import type { NotificationBellRefreshQuery } from './__generated__/NotificationBellRefreshQuery.graphql';
import { badgeText, NOTIFICATION_TEXTS } from './notificationsTexts';
import styles from './NotificationBell.module.css';

const fragment = graphql`
  fragment NotificationBell_center on NotificationCenter {
    unreadCount
  }
`;

// The count alone: the record it updates is the one the shell's fragment reads (Relay keeps
// the center by its `id`, which it asks for by itself).
const refreshQuery = graphql`
  query NotificationBellRefreshQuery {
    notificationCenter {
      unreadCount
    }
  }
`;

/** How often the count is asked for while the tab is in view. */
export const REFRESH_MS = 60_000;

/**
 * The header's bell (issue 22): a link to the notifications with the unread count. The count
 * follows without a reload: asked again when the tab comes back into view or the window
 * regains focus, and every minute while it is in view.
 */
export function NotificationBell({ center }: { center: NotificationBell_center$key | null }) {
  const data = useFragment(fragment, center);
  useCountRefresh(data !== null);
  const count = data?.unreadCount ?? 0;
  return (
    <Link
      to={paths.notifications()}
      className={styles.bell}
      aria-label={
        count > 0 ? `${NOTIFICATION_TEXTS.bell}: ${NOTIFICATION_TEXTS.unread(count)}` : NOTIFICATION_TEXTS.bell
      }
      title={NOTIFICATION_TEXTS.bell}
    >
      <Icon name="bell" size={20} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}

function useCountRefresh(enabled: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      // A failed refresh keeps the count shown; the next one tries again.
      fetchQuery<NotificationBellRefreshQuery>(
        environment,
        refreshQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).subscribe({ error: () => undefined });
    };
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, environment]);
}
