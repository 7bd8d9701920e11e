// Issue 23: what a load balancer asks the api. /health: the process is alive. /ready: it can
// serve now (its database answers; Redis too when the limits live there).
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get } from './helpers';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((test) => test.close()));
  apps = [];
});

async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const test = await createTestApp({ seed: 'none', ...options });
  apps.push(test);
  return test;
}

/** A port nothing listens on (a Redis that is down). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('health', () => {
  it('says it is alive, and ready when its database answers (limits in the process)', async () => {
    const test = await app();
    expect(await get(test.app, '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(test.app, '/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', media: 'ok', redis: 'off' } },
    });
  });

  it.runIf(process.env.TEST_REDIS_URL)('checks the Redis the limits live in', async () => {
    const test = await app({ redisUrl: process.env.TEST_REDIS_URL });
    expect((await get(test.app, '/ready')).body).toEqual({
      status: 'ready',
      checks: { database: 'ok', media: 'ok', redis: 'ok' },
    });
  });

  it('is not ready while the Redis of its limits is down', async () => {
    const test = await app({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    expect(await get(test.app, '/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', media: 'ok', redis: 'down' } },
    });
    expect((await get(test.app, '/health')).status).toBe(200);
  });

  it('is not ready once its database is gone', async () => {
    const test = await app();
    await test.db.destroy();
    expect(await get(test.app, '/ready')).toMatchObject({ status: 503, body: { checks: { database: 'down' } } });
  });
});

describe('request ids', () => {
  it("log one JSON line a request with the gateway's id, and answer it", async () => {
    const log = { level: 'info', lines: [] as string[] };
    const test = await app({ log });
    const answer = await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'gateway-0001' },
    });
    expect(answer.headers['x-request-id']).toBe('gateway-0001');
    const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId: 'gateway-0001',
        msg: 'request',
        method: 'GET',
        route: '/health',
        status: 200,
      }),
    );
    const own = await test.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'no' } });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
