// Prometheus metrics of the api (issue 23): requests and their latency by REST route, the
// mail queue's jobs by state, the Postgres connection pool's use, and Node's own (memory, event loop, GC), at GET /metrics on the
// api's port when API_METRICS=on: that port is the gateways' and Prometheus', never the public
// one (the gateway passes no /metrics on).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolUseOf, type Db } from '../db/database';
import type { App } from './app-type';

/** Seconds: from a cached read to an upload being processed. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createApiMetrics(): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Counts every answer by route (its pattern, so ids do not make new series) and status. */
export function measureRequests(app: App, registry: Registry, db: Db): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'mail_jobs',
    help: 'Notification mails in the queue, by state (queued, sent, skipped, failed).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('mail_jobs')
        .select(['state', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('state')
        .execute()
        .catch(() => []);
      this.reset();
      for (const row of rows) this.set({ state: row.state }, Number(row.n));
    },
  });
  if (poolUseOf(db)) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'The Postgres connection pool: connections open (total), idle, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const [state, value] of Object.entries(poolUseOf(db)!)) this.set({ state }, value);
      },
    });
  }
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one series: a scanner must not grow the registry.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
