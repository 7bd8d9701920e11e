import { keyedLoader, OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { notificationsRest, type NotificationPageKey, type RestNotificationPage } from './rest';

/** The notifications are the caller's own: none without a token. */
export function createNotificationLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { pages: null, unreadCount: null, emailSettings: null };
  const rest = notificationsRest(authenticated);
  // A page answers the count too: the count asked beside a page (the list's toolbar) waits a
  // turn of the event loop and reads it from the page, instead of a call of its own.
  let firstPage: Promise<RestNotificationPage> | null = null;
  const pages = keyedLoader(
    (key: NotificationPageKey) => {
      const page = rest.page(key);
      firstPage ??= page;
      return page;
    },
    ({ limit, before }) => `${limit} ${before ?? ''}`,
  ); // GET /api/notifications
  const unreadCount = new OnceLoader(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return firstPage ? (await firstPage).unreadCount : rest.unreadCount();
  }); // GET /api/notifications/unread-count, or the page's
  return {
    pages,
    unreadCount,
    emailSettings: new OnceLoader(rest.emailSettings), // GET /api/notifications/email-settings
  };
}
