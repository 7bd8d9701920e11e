import { keyedLoader, OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { notificationsRest, type NotificationPageKey } from './rest';

/** The notifications are the caller's own: none without a token. */
export function createNotificationLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { pages: null, unreadCount: null, emailSettings: null };
  const rest = notificationsRest(authenticated);
  return {
    pages: keyedLoader(rest.page, ({ limit, before }: NotificationPageKey) => `${limit} ${before ?? ''}`), // GET /api/notifications
    unreadCount: new OnceLoader(rest.unreadCount), // GET /api/notifications/unread-count
    emailSettings: new OnceLoader(rest.emailSettings), // GET /api/notifications/email-settings
  };
}
