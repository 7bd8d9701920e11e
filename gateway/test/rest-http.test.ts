import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { RestError, UpstreamUnavailableError } from '../src/errors';
import { createRestCaller, createRestPool, type RestPool } from '../src/rest/http';

/**
 * The shared REST client against a local HTTP server that misbehaves on purpose
 * (resets, 503s, silence): the retry policy is about sockets, so it is tested on real ones.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

const servers: Server[] = [];
const pools: RestPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.dispatcher.destroy()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function upstream(handler: Handler) {
  const seen: { method?: string; url?: string; authorization?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      handler(req, res, seen.length);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

function caller(apiUrl: string, token: string | null = null, headersTimeout = 5_000) {
  const base = loadConfig({});
  const pool = createRestPool({ ...base, apiUrl, timeouts: { ...base.timeouts, headers: headersTimeout } });
  pools.push(pool);
  const counter = { calls: 0 };
  return {
    rest: createRestCaller(pool, { token, counter, clientAddress: '127.0.0.1', requestId: 'test-request' }),
    counter,
  };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('REST client', () => {
  it('passes the bearer token on and sends exclude as a plain comma list', async () => {
    const api = await upstream((_req, res) => json(res, 200, { images: [], hasMore: false }));
    const { rest, counter } = caller(api.url, 'jwt-123');
    await rest.get('/api/posts/explorer', { page: 1, limit: 14, exclude: ['a', 'b c'] });
    expect(api.seen).toEqual([
      {
        method: 'GET',
        url: '/api/posts/explorer?page=1&limit=14&exclude=a,b%20c',
        authorization: 'Bearer jwt-123',
        body: '',
      },
    ]);
    expect(counter.calls).toBe(1);
  });

  it('retries a GET once when the connection is reset before an answer', async () => {
    const api = await upstream((req, res, attempt) =>
      attempt === 1 ? req.socket.destroy() : json(res, 200, { ok: true }),
    );
    const { rest, counter } = caller(api.url);
    await expect(rest.get('/api/magazines')).resolves.toEqual({ ok: true });
    expect(api.seen).toHaveLength(2);
    expect(counter.calls).toBe(1);
  });

  it('gives up after the one retry', async () => {
    const api = await upstream((req) => req.socket.destroy());
    const { rest } = caller(api.url);
    await expect(rest.get('/api/magazines')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(api.seen).toHaveLength(2);
  });

  it('never retries a POST (it may have been applied)', async () => {
    const api = await upstream((req) => req.socket.destroy());
    const { rest } = caller(api.url);
    await expect(rest.post('/api/auth/login', { email: 'a@b.es', password: 'x' })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(api.seen).toHaveLength(1);
  });

  it('does not retry a 5xx: the api answered', async () => {
    const api = await upstream((_req, res) => json(res, 500, { error: 'down' }));
    const { rest } = caller(api.url);
    await expect(rest.get('/api/magazines')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(api.seen).toHaveLength(1);
  });

  it('passes on a 503 in the api’s words (busy with images) as its refusal, not retried', async () => {
    const api = await upstream((_req, res) => json(res, 503, { error: 'Estamos ocupados.' }));
    const { rest } = caller(api.url);
    await expect(rest.get('/api/magazines')).rejects.toMatchObject({ status: 503, message: 'Estamos ocupados.' });
    expect(api.seen).toHaveLength(1);
  });

  it('does not retry a timeout: the request was sent and the api is slow', async () => {
    const api = await upstream(() => undefined);
    const { rest } = caller(api.url, null, 200);
    const error = await rest.get('/api/magazines').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).reason).toBe('UND_ERR_HEADERS_TIMEOUT');
    expect(api.seen).toHaveLength(1);
  });

  it('reports a refused connection as upstream unavailable', async () => {
    const api = await upstream(() => undefined);
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const { rest } = caller(api.url);
    const error = await rest.get('/api/magazines').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).reason).toBe('ECONNREFUSED');
  });

  it('turns a 4xx into a RestError with the Spanish message and the field', async () => {
    const api = await upstream((_req, res) =>
      json(res, 409, { error: 'El nombre de usuario ya está en uso', field: 'username' }),
    );
    const { rest } = caller(api.url);
    const error = await rest.post('/api/auth/x', {}).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 409, message: 'El nombre de usuario ya está en uso', field: 'username' });
  });
});
