import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';

/**
 * SIGTERM (issue 23): the gateway stops taking requests, while the request in flight (its api
 * call takes 600 ms here) still gets its whole answer.
 */
let api: Server;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/ready') return void answer().end('{"status":"ready"}');
    setTimeout(() => answer().end(JSON.stringify({ success: true, data: [] })), 600);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  gateway = createGateway({ ...loadConfig({ RESPONSE_CACHE_TTL_MS: '0', LOG_LEVEL: 'warn' }), apiUrl });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

it('finishes the request in flight and refuses new ones', async () => {
  const inFlight = fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', connection: 'close' },
    body: JSON.stringify({ query: '{ magazines { id } }' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const ready = await fetch(`${url}/ready`, { headers: { connection: 'close' } });
  expect(ready.status).toBe(200);
  const closed = gateway.close({ graceMs: 10_000 });
  const answer = await inFlight;
  expect(await answer.json()).toMatchObject({ data: { magazines: [] } });
  await closed;
  await expect(fetch(`${url}/health`)).rejects.toThrow();
});
