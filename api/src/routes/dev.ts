// Development aids; not registered when NODE_ENV=production.
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { Outbox, OutboxQuery } from '../schemas/dev';

export function registerDevRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails printed instead of sent (no SMTP_URL), newest first. Development only.',
        querystring: OutboxQuery,
        response: { 200: Outbox },
      },
    },
    async (request) => {
      // Mails sent after answering (recovery) are in the outbox by the time anyone looks.
      await ctx.background.idle();
      // So are the notification mails due now (the queue sends them within moments anyway).
      await ctx.mailQueue.drain();
      return { mails: ctx.mailer.outbox(request.query.email) };
    },
  );
}
