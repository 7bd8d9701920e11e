// Issue 23: the api's Prometheus metrics: requests and latency by route pattern (not by path,
// so ids make no new series), the mail queue's jobs by state, Node's own; at /metrics on the api's port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiMetrics } from '../src/http/metrics';
import { notify } from '../src/models/notifications';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get } from './helpers';

let test: TestApp;
const metrics = createApiMetrics();
beforeAll(async () => {
  test = await createTestApp({ seed: 'none', metrics });
});
afterAll(() => test.close());

describe('metrics', () => {
  it('count requests by route pattern and status, with their latency', async () => {
    const account = await createAccount(test);
    for (const id of ['a1', 'b2', 'c3']) await get(test.app, `/api/blog/${id}`);
    await get(test.app, '/no-such-path');
    await get(test.app, '/api/notifications', account.token);
    const text = await metrics.metrics();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/notifications",status="200",service="api"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404",service="api"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/notifications"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/blog\/:id",status="\d+",service="api"\} 3/);
    expect(text).toMatch(/process_resident_memory_bytes\{service="api"\}/);
  });

  it('show the mail queue by state', async () => {
    const account = await createAccount(test);
    await notify(
      test.db,
      { userId: account.user._id as string, kind: 'account_verified', eventKey: `m:${account.user._id as string}` },
      test.clock.now(),
    );
    expect(await metrics.metrics()).toMatch(/mail_jobs\{state="(queued|sent)",service="api"\} [1-9]/);
  });

  it('show the Postgres pool in use on a Postgres server, and nothing of a pool on PGlite', async () => {
    const text = await metrics.metrics();
    if (process.env.DATABASE_URL) {
      expect(text).toMatch(/db_pool_connections\{state="total",service="api"\} [1-9]/);
      for (const state of ['idle', 'waiting']) {
        expect(text).toMatch(new RegExp(`db_pool_connections\\{state="${state}",service="api"\\} \\d+`));
      }
    } else expect(text).not.toContain('db_pool_connections');
  });

  it("are served at /metrics on the api's port", async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('# TYPE http_requests_total counter');
  });
});
