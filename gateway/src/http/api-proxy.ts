import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { RestPool } from '../rest/http';
import type { ClientAddressOf } from '../security/client-address';
import { perClientLimit } from './per-client';

/** Request headers worth passing to the api (conditional and range requests, cookies, a body's type). */
const REQUEST_HEADERS = [
  'accept',
  'content-type',
  'content-length',
  'accept-encoding',
  'accept-language',
  'cookie',
  'if-none-match',
  'if-modified-since',
  'if-range',
  'range',
  'user-agent',
  // Set by the gateway on every request (http/request-id.ts): the api's log line joins the gateway's.
  'x-request-id',
];

/**
 * Answer headers passed back: content, caching, redirects, cookies (OAuth state), and how
 * the api wants a file handled (its sandboxing policy, attachment for PDFs); these last
 * replace the gateway's defaults (security/headers.ts) when the api sends them.
 */
const ANSWER_HEADERS = [
  'content-type',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'content-length',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'location',
  'set-cookie',
];

/** What the browser may send through: reads, and the one POST of Google sign-in. */
export type ProxiedMethod = 'GET' | 'HEAD' | 'POST';

/** The answer to a client that already receives `mediaPerClient` files. */
export const BUSY_MESSAGE = 'Hay demasiadas descargas a la vez desde tu conexión: inténtalo de nuevo en un momento.';

/**
 * Streams a request to the api and its answer back unchanged: status (3xx with its
 * Location, 304, 404, 501…), the headers above and the body. Used for /media/* and
 * the Google sign-in calls, which the browser makes on this origin; `methods` are the
 * ones the path takes (a POST's body streams on, and the api applies its own limit).
 * The calls go through the pool's `media` connections, never the graph's; one client
 * address receives at most `mediaPerClient` answers at once (429 beyond), and a client
 * that stops reading is dropped (client-pace.ts), which ends its api call.
 */
export function createApiProxy(pool: RestPool, clientAddressOf: ClientAddressOf, mediaPerClient: number) {
  const streams = perClientLimit(mediaPerClient);
  return async function proxyToApi(
    req: IncomingMessage,
    res: ServerResponse,
    methods: readonly ProxiedMethod[],
  ): Promise<void> {
    const method = methods.find((allowed) => allowed === req.method);
    if (!method) {
      res.writeHead(405, { Allow: methods.join(', ') }).end();
      return;
    }
    if (pool.breaker.open) {
      // The api is known to be down: say so now rather than after a timeout.
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
        .end('La API no responde.');
      return;
    }
    const clientAddress = clientAddressOf(req);
    if (!streams.enter(clientAddress, res)) {
      res.writeHead(429, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' }).end(BUSY_MESSAGE);
      return;
    }
    // A client that leaves before the api answers frees the call at once.
    const left = new AbortController();
    res.once('close', () => left.abort());
    const answer = await pool.media
      .request({
        method,
        path: pool.basePath + (req.url ?? '/'),
        headers: { ...pick(req.headers, REQUEST_HEADERS), ...forwarded(req, clientAddress) },
        ...(method === 'POST' ? { body: req } : {}),
        signal: left.signal,
      })
      .catch(() => null);
    if (!answer) {
      if (!res.destroyed) {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('La API no responde.');
      }
      return;
    }
    res.writeHead(answer.statusCode, pick(answer.headers, ANSWER_HEADERS));
    await pipeline(answer.body, res);
  };
}

function pick(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/**
 * Lets the api build absolute URLs (the OAuth callback) for the browser's origin, and
 * count the client (not the gateway) in its limits.
 */
function forwarded(req: IncomingMessage, clientAddress: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http',
    'x-forwarded-for': clientAddress,
  };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}
