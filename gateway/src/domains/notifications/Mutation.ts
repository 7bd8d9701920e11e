import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, signInRequired, withUserErrors } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import { restEmailSettings } from './email-settings';
import { centerOf } from './NotificationCenter';
import type { MarkNotificationReadPayloadMapper, NotificationCenterMapper } from './mappers';
import { notificationsRest } from './rest';

/** The api's word for a notification that is not the caller's, said for an ID of anything else too. */
const UNKNOWN_NOTIFICATION = 'Notificación no encontrada.';

function rest(ctx: GatewayContext) {
  if (!ctx.token) throw signInRequired();
  return notificationsRest(ctx.rest);
}

export const Mutation: MutationResolvers = {
  markNotificationRead: (_root, { input }, ctx) => {
    const calls = rest(ctx);
    return withUserErrors<Omit<MarkNotificationReadPayloadMapper, 'userErrors'>>(
      [400, 404],
      async () => {
        const { type, internalID } = fromGlobalId(input.notificationId);
        if (type !== 'Notification') throw new GatewayRefusal(UNKNOWN_NOTIFICATION, 'notificationId');
        const answer = await calls.markRead(internalID);
        ctx.loaders.notifications.unreadCount?.prime(answer.unreadCount);
        return { notification: answer.notification, notificationCenter: centerOf(ctx.token) };
      },
      { notification: null, notificationCenter: null },
    );
  },
  markAllNotificationsRead: (_root, _args, ctx) => {
    const calls = rest(ctx);
    return withUserErrors<{ notificationCenter: NotificationCenterMapper | null }>(
      [400],
      async () => {
        const answer = await calls.markAllRead();
        ctx.loaders.notifications.unreadCount?.prime(answer.unreadCount);
        return { notificationCenter: centerOf(ctx.token) };
      },
      { notificationCenter: null },
    );
  },
  updateEmailSettings: (_root, { input }, ctx) => {
    const calls = rest(ctx);
    return withUserErrors<{ notificationCenter: NotificationCenterMapper | null }>(
      [400],
      async () => {
        const changes = restEmailSettings(input);
        const settings = Object.keys(changes).length
          ? await calls.updateEmailSettings(changes)
          : await calls.emailSettings();
        ctx.loaders.notifications.emailSettings?.prime(settings);
        return { notificationCenter: centerOf(ctx.token) };
      },
      { notificationCenter: null },
    );
  },
  unsubscribeFromEmails: (_root, { input }, ctx) =>
    withUserErrors<{ message: string | null; topicLabel: string | null }>(
      [400],
      async () => {
        const answer = await notificationsRest(ctx.rest).unsubscribe(input.token);
        return { message: answer.message, topicLabel: answer.topicLabel };
      },
      { message: null, topicLabel: null },
    ),
};
