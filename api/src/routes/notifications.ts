// Notifications (issue 22): the signed-in account's list, unread count and read marks, its
// email switches, and the mails' one-click unsubscribe (RFC 8058), which needs no session.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { TOPIC_LABELS } from '../models/notification-texts';
import {
  emailSettings,
  markAllRead,
  markRead,
  notificationPage,
  setEmailSettings,
  toNotificationObject,
  unreadCount,
} from '../models/notifications';
import { findUserById } from '../models/users';
import { errors, isUuid } from '../schemas/common';
import {
  EmailSettingsAnswer,
  EmailSettingsBody,
  NotificationIdParams,
  NotificationPageAnswer,
  NotificationPageQuery,
  NotificationRead,
  UnreadCount,
  UnsubscribeAnswer,
  UnsubscribeQuery,
} from '../schemas/notifications';

const TAG = ['notifications'];
const bearer = [{ bearerAuth: [] }];

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificación no encontrada.',
  badCursor: 'La página pedida ya no existe: vuelve a cargar las notificaciones.',
  badToken: 'El enlace para darte de baja no es válido. Puedes elegir qué emails recibes en Configuración.',
  unsubscribed: (label: string) => `Listo: ya no recibirás emails de «${label}».`,
} as const;

export function registerNotificationRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.get(
    '/api/notifications',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary:
          "Extension: the signed-in account's notifications, newest first, by pages (keyset: `before` is the last one read)",
        security: bearer,
        querystring: NotificationPageQuery,
        response: { 200: NotificationPageAnswer, ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const { limit = 20, before } = request.query;
      const page = await notificationPage(db, userId, { limit, before: before?.toLowerCase() });
      if (!page) throw badRequest(NOTIFICATION_MESSAGES.badCursor, 'before');
      return {
        notifications: page.items.map(toNotificationObject),
        hasMore: page.hasMore,
        unreadCount: await unreadCount(db, userId),
      };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: how many notifications the signed-in account has not read (the bell)',
        security: bearer,
        response: { 200: UnreadCount, ...errors(401) },
      },
    },
    async (request) => ({ unreadCount: await unreadCount(db, signedInUser(request)) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: marks every notification of the signed-in account read',
        security: bearer,
        response: { 200: UnreadCount, ...errors(401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      await markAllRead(db, userId, clock.now());
      return { unreadCount: await unreadCount(db, userId) };
    },
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: marks one notification of the signed-in account read (again: no change)',
        security: bearer,
        params: NotificationIdParams,
        response: { 200: NotificationRead, ...errors(401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const id = request.params.notificationId.toLowerCase();
      const row = isUuid(id) ? await markRead(db, userId, id, clock.now()) : undefined;
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { notification: toNotificationObject(row), unreadCount: await unreadCount(db, userId) };
    },
  );

  registerEmailSettingRoutes(app, ctx);
}

function registerEmailSettingRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.get(
    '/api/notifications/email-settings',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "Extension: which notification mails the signed-in account receives ('Configuración')",
        security: bearer,
        response: { 200: EmailSettingsAnswer, ...errors(401) },
      },
    },
    async (request) => ({ settings: await emailSettings(db, signedInUser(request)) }),
  );

  app.put(
    '/api/notifications/email-settings',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: turns notification mails on or off by topic (topics left out stay as they are)',
        security: bearer,
        body: EmailSettingsBody,
        response: { 200: EmailSettingsAnswer, ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      await setEmailSettings(db, userId, request.body, clock.now());
      return { settings: await emailSettings(db, userId) };
    },
  );

  // Mail clients send `List-Unsubscribe=One-Click` form-encoded (RFC 8058): read and ignored.
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags: TAG,
          summary:
            "Extension: a mail's one-click unsubscribe (RFC 8058): turns off the topic its signed token names; no session needed",
          querystring: UnsubscribeQuery,
          response: { 200: UnsubscribeAnswer, ...errors(400) },
        },
      },
      async (request) => {
        const what = ctx.unsubscribeTokens.verify(request.query.token);
        if (!what) throw badRequest(NOTIFICATION_MESSAGES.badToken, 'token');
        // An account deleted since has no mails to stop: the answer is the same.
        if (await findUserById(db, what.userId))
          await setEmailSettings(db, what.userId, { [what.topic]: false }, clock.now());
        const label = TOPIC_LABELS[what.topic];
        return { message: NOTIFICATION_MESSAGES.unsubscribed(label), topic: what.topic, topicLabel: label };
      },
    );
  });
}
