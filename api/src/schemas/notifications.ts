// Requests and answers of the notification calls (issue 22, api/CONTRACT.md § Notifications).
import { Type } from '@sinclair/typebox';
import { EMAIL_TOPICS, NOTIFICATION_KINDS, TOPIC_LABELS } from '../models/notification-texts';
import { Nullable, Uuid } from './common';
import { Enum } from './enum';

export const NotificationObject = Type.Object({
  _id: Type.String(),
  kind: Enum(NOTIFICATION_KINDS, {
    description:
      'application_received (to the publisher), application_selected / application_discarded (to the candidate), offer_approved / offer_rejected (to the publisher), account_verified, new_follower, content_hidden (to the author of what an operator hid after reports; its mail cannot be turned off).',
  }),
  text: Type.String({ description: 'The Spanish sentence to show.' }),
  path: Type.String({ description: "The web app's path of what it is about." }),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  actorId: Nullable(
    Type.String({ description: 'Who did it (the candidate, the new follower), while the account exists.' }),
  ),
  offerId: Nullable(Type.String()),
  offerKind: Nullable(Enum(['job', 'educational'])),
});

export const NotificationPageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  before: Type.Optional(Uuid()),
});

export const NotificationPageAnswer = Type.Object({
  notifications: Type.Array(NotificationObject, { description: 'Newest first.' }),
  hasMore: Type.Boolean(),
  unreadCount: Type.Integer(),
});

export const UnreadCount = Type.Object({ unreadCount: Type.Integer() });

export const NotificationIdParams = Type.Object({ notificationId: Type.String({ maxLength: 64 }) });

export const NotificationRead = Type.Object({ notification: NotificationObject, unreadCount: Type.Integer() });

const topicDescription = EMAIL_TOPICS.map((topic) => `${topic}: ${TOPIC_LABELS[topic]}`).join('; ');

export const EmailSettingsObject = Type.Object(
  Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, Type.Boolean()])) as Record<
    (typeof EMAIL_TOPICS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { description: `Whether each topic's mails are sent (${topicDescription}).` },
);

export const EmailSettingsBody = Type.Partial(EmailSettingsObject, { additionalProperties: false, minProperties: 1 });

export const EmailSettingsAnswer = Type.Object({ settings: EmailSettingsObject });

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const UnsubscribeAnswer = Type.Object({
  message: Type.String(),
  topic: Enum(EMAIL_TOPICS),
  topicLabel: Type.String(),
});
