// Health for load balancers and orchestrators (issue 23): `/health` says the process is alive,
// `/ready` whether it can serve now (its database answers, and Redis when the limits live there).
// While the api closes (SIGTERM) Fastify answers 503 to new requests, `/ready` included, so a
// balancer stops sending before the in-flight requests are done.
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { databaseHealth } from '../db/database';
import { Health, Readiness } from '../schemas/health';

const TAG = ['operations'];

export function registerHealthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/health',
    { schema: { tags: TAG, summary: 'Extension: the process is alive (liveness)', response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: TAG,
        summary: 'Extension: whether the api can serve now: its database answers, and Redis when set (readiness)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseHealth(ctx.db), ctx.limits.storeHealth()]);
      const ready = database === 'ok' && redis !== 'down';
      reply.status(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('unavailable' as const), checks: { database, redis } };
    },
  );
}
