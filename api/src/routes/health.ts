// Health for load balancers and orchestrators (issue 23): `/health` says the process is alive,
// `/ready` whether it can serve now (its database and media answer, and Redis when the limits
// live there).
// While the api closes (SIGTERM) Fastify answers 503 to new requests, `/ready` included, so a
// balancer stops sending before the in-flight requests are done.
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { pingDatabase } from '../db/database';
import { Health, Readiness } from '../schemas/health';

const TAG = ['operations'];

/** A dependency that takes longer than this to answer is not ready. */
const HEALTH_CHECK_MS = 2_000;

async function answersWithin(check: Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_CHECK_MS);
  });
  const answered = check.then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
        summary:
          'Extension: whether the api can serve now: its database and media answer, and Redis when set (readiness)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const [database, media, redis] = await Promise.all([
        answersWithin(pingDatabase(ctx.db)),
        answersWithin(ctx.media.storage.check()),
        ctx.limits.storeHealth(),
      ]);
      const ready = database === 'ok' && media === 'ok' && redis !== 'down';
      reply.status(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('unavailable' as const), checks: { database, media, redis } };
    },
  );
}
