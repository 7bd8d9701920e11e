import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from '../src/errors';
import { startGateway, type RunningGateway } from './support/gateway';

/**
 * Fail fast (issue 23): an api that stops answering (SIGSTOP) costs the first calls their
 * timeout; then the breaker opens and every request is answered at once with the usual
 * UPSTREAM_UNAVAILABLE, until the api's /health answers again, and then at once as before.
 * The api here is an HTTP server that can be frozen: it takes requests and never answers.
 */
let api: Server;
let gateway: RunningGateway;
let frozen = false;
const held: ServerResponse[] = [];

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  api = createServer((req, res) => {
    if (frozen) return void held.push(res);
    if (req.url === '/health') return json(res, 200, { status: 'ok' });
    if (req.url?.startsWith('/api/magazines')) return json(res, 200, { success: true, data: [] });
    if (req.url?.startsWith('/media/')) return res.writeHead(200, { 'content-type': 'image/webp' }).end('webp');
    json(res, 404, { error: 'Ruta no encontrada.' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = loadConfig({});
  gateway = await startGateway({
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    timeouts: { ...base.timeouts, headers: 400, body: 400 },
  });
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await gateway.close();
  api.close();
});

async function timed() {
  const started = performance.now();
  const answer = await gateway.graphql<{ magazines: unknown[] | null }>('{ magazines { id } }');
  return { answer, ms: performance.now() - started };
}

describe('an api that stops answering', () => {
  it('costs three timeouts, then every request is answered at once until it is back', async () => {
    expect((await timed()).answer.data).toEqual({ magazines: [] });
    frozen = true;
    for (let i = 0; i < 3; i++) {
      const { answer, ms } = await timed();
      expect(answer.errors?.[0]).toMatchObject({
        message: UPSTREAM_UNAVAILABLE_MESSAGE,
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(ms).toBeGreaterThanOrEqual(350);
    }
    // Answered at once: none of these waits on the api, so none reaches it (the probe asks /health only).
    const fast = await Promise.all(Array.from({ length: 20 }, () => timed()));
    for (const { answer } of fast) expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const media = await fetch(`${gateway.url}/media/photo.webp`);
    expect(media.status).toBe(503);
    const calls = held.map((res) => res.req.url);
    expect(calls.filter((url) => url !== '/health')).toHaveLength(3);

    // Back: the background probe (every second) finds /health answering, and data flows again.
    frozen = false;
    await expect
      .poll(async () => (await timed()).answer.data?.magazines, { timeout: 10_000, interval: 100 })
      .toEqual([]);
  });
});
