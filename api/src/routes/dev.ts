// Development aids; not registered when NODE_ENV=production.
import { Type } from '@sinclair/typebox';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';

export function registerDevRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails printed instead of sent (no SMTP_URL), newest first. Development only.',
        querystring: Type.Object({ email: Type.Optional(Type.String({ description: 'Only mails to this address.' })) }),
        response: {
          200: Type.Object({
            mails: Type.Array(
              Type.Object({
                to: Type.String(),
                subject: Type.String(),
                text: Type.String(),
                code: Type.Union([Type.String(), Type.Null()]),
                sentAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      // Mails sent after answering (recovery) are in the outbox by the time anyone looks.
      await ctx.background.idle();
      return { mails: ctx.mailer.outbox(request.query.email) };
    },
  );
}
