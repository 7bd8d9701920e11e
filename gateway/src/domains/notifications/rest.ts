import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A notification as the api answers it (CONTRACT.md § Notifications (issue 22)). */
export type RestNotification = RestAnswer<'/api/notifications'>['notifications'][number];

/** A page of the caller's notifications, newest first. */
export type RestNotificationPage = RestAnswer<'/api/notifications'>;

/** The email switches, by the api's topic names. */
export type RestEmailSettings = RestAnswer<'/api/notifications/email-settings'>['settings'];

/** A page asked for: its size, and the last notification of the previous page. */
export interface NotificationPageKey {
  limit: number;
  before: string | null;
}

/** The notification calls; each but `unsubscribe` needs the caller's token. */
export function notificationsRest(rest: RestCaller) {
  return {
    /** GET /api/notifications?limit&before */
    page: ({ limit, before }: NotificationPageKey) =>
      rest.get<RestNotificationPage>('/api/notifications', { limit, before: before ?? undefined }),
    /** GET /api/notifications/unread-count */
    unreadCount: async () =>
      (await rest.get<RestAnswer<'/api/notifications/unread-count'>>('/api/notifications/unread-count')).unreadCount,
    /** POST /api/notifications/{id}/read */
    markRead: (id: string) =>
      rest.post<RestAnswer<'/api/notifications/{notificationId}/read', 'post'>>(
        `/api/notifications/${encodeURIComponent(id)}/read`,
        {},
      ),
    /** POST /api/notifications/read-all */
    markAllRead: () => rest.post<RestAnswer<'/api/notifications/read-all', 'post'>>('/api/notifications/read-all', {}),
    /** GET /api/notifications/email-settings */
    emailSettings: async () =>
      (await rest.get<RestAnswer<'/api/notifications/email-settings'>>('/api/notifications/email-settings')).settings,
    /** PUT /api/notifications/email-settings */
    updateEmailSettings: async (changes: Partial<RestEmailSettings>) =>
      (
        await rest.put<RestAnswer<'/api/notifications/email-settings', 'put'>>(
          '/api/notifications/email-settings',
          changes,
        )
      ).settings,
    /** POST /api/notifications/unsubscribe?token (no token needed) */
    unsubscribe: (token: string) =>
      rest.post<RestAnswer<'/api/notifications/unsubscribe', 'post'>>(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        {},
      ),
  };
}
