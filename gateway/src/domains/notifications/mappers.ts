import type { UserErrorDTO } from '../../errors';
import type { RestNotification } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */

export type NotificationMapper = RestNotification;

/** The signed-in user's notification center: what it holds is read when asked. */
export type NotificationCenterMapper = { userId: string };

/** What markNotificationRead knows: the notification as now read, and the center to read again. */
export type MarkNotificationReadPayloadMapper = {
  notification: RestNotification | null;
  notificationCenter: NotificationCenterMapper | null;
  userErrors: UserErrorDTO[];
};
