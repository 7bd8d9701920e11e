import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool, type Dispatcher } from 'undici';
import type { GatewayConfig, UpstreamTimeouts } from '../config';
import { RestError, UpstreamUnavailableError } from '../errors';
import { createBreaker, type Breaker } from './breaker';

/**
 * The gateway's keep-alive connections to the api, in three pools: GraphQL's calls, the
 * files it proxies (`/media`) and the multipart calls that carry uploads. A client that
 * reads a file slowly or trickles an upload holds a connection of its pool only, so the
 * graph always has its own (README § Security, "Slow clients").
 */
export interface RestPool {
  /** GraphQL's calls: every loader and JSON mutation. */
  readonly dispatcher: Pool;
  /** `/media` and the Google sign-in redirects (http/api-proxy.ts). */
  readonly media: Pool;
  /** Multipart calls (`sendFiles`), which last as long as the client takes to send its files. */
  readonly uploads: Pool;
  /** Path prefix of API_URL (empty for http://host:port). */
  readonly basePath: string;
  readonly timeouts: UpstreamTimeouts;
  /** What each pool holds now: connections open and free, requests running and queued. */
  stats(): Record<UpstreamUse, UpstreamStats>;
  /** Open while the api is known to be down: calls fail at once (rest/breaker.ts). */
  readonly breaker: Breaker;
  close(): Promise<void>;
}

export type UpstreamUse = 'graph' | 'media' | 'uploads';

/** undici's counts: sockets open and idle, requests sent, not yet sent, waiting for a socket. */
export interface UpstreamStats {
  connected: number;
  free: number;
  running: number;
  pending: number;
  queued: number;
}

/** Calls in a row without an answer that open the breaker; how often the api is asked again then. */
const BREAKER = { threshold: 3, probeEveryMs: 1_000, probeTimeoutMs: 1_000 };

export function createRestPool(
  config: Pick<GatewayConfig, 'apiUrl' | 'timeouts' | 'upstreamConnections' | 'clients'>,
): RestPool {
  const url = new URL(config.apiUrl);
  const healthUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}/health`;
  const breaker = createBreaker({
    threshold: BREAKER.threshold,
    probeEveryMs: BREAKER.probeEveryMs,
    // Its own connection: the pool's may all be stuck on the frozen api.
    probe: () =>
      fetch(healthUrl, { signal: AbortSignal.timeout(BREAKER.probeTimeoutMs) }).then(
        (answer) => answer.ok,
        () => false,
      ),
  });
  const pool = (connections: number) =>
    new Pool(url.origin, {
      connections,
      connectTimeout: config.timeouts.connect,
      headersTimeout: config.timeouts.headers,
      bodyTimeout: config.timeouts.body,
      // Keep idle sockets a while (undici also honours the api's Keep-Alive hint).
      keepAliveTimeout: 10_000,
    });
  const pools: Record<UpstreamUse, Pool> = {
    graph: pool(config.upstreamConnections),
    media: pool(config.clients.mediaConnections),
    uploads: pool(config.clients.uploadConnections),
  };
  const statsOf = ({ stats }: Pool): UpstreamStats => ({
    connected: stats.connected,
    free: stats.free,
    running: stats.running,
    pending: stats.pending,
    queued: stats.queued,
  });
  return {
    dispatcher: pools.graph,
    media: pools.media,
    uploads: pools.uploads,
    basePath: url.pathname.replace(/\/+$/, ''),
    timeouts: config.timeouts,
    stats: () => ({ graph: statsOf(pools.graph), media: statsOf(pools.media), uploads: statsOf(pools.uploads) }),
    breaker,
    close: async () => {
      breaker.stop();
      await Promise.all(Object.values(pools).map((each) => each.close()));
    },
  };
}

/** Counts the REST calls of one GraphQL operation (`extensions.upstreamCalls`). */
export interface UpstreamCounter {
  calls: number;
}

type QueryValue = string | number | readonly string[] | undefined;
export type RestQuery = Record<string, QueryValue>;

/** A file for a multipart REST call, streamed: never held whole. */
export interface RestFile {
  /** The multipart field the api reads (`file`, `images`, `logo`). */
  field: string;
  filename: string;
  contentType: string;
  /** The bytes as they arrive; an error thrown here cuts the call off and is what it rejects with. */
  content: AsyncIterable<Uint8Array>;
}

/**
 * A file of a multipart call, or the promise of one: the client's multipart parser hands a
 * file over only once the files before it have been read, so a later file is awaited when
 * the call reaches it (awaiting them all first would wait forever).
 */
export type RestFileSource = RestFile | Promise<RestFile>;

/** The REST client of one GraphQL request: its caller's token and its counter. */
export interface RestCaller {
  get<T>(path: string, query?: RestQuery): Promise<T>;
  post<T>(path: string, body: object): Promise<T>;
  put<T>(path: string, body: object): Promise<T>;
  /** A body only where the api reads one (deleting the account: the password). */
  delete<T>(path: string, body?: object): Promise<T>;
  /** A multipart/form-data call: text fields first, then the files, each awaited and streamed in turn. */
  sendFiles<T>(method: 'POST' | 'PUT', path: string, files: readonly RestFileSource[], fields?: RestFields): Promise<T>;
  /**
   * The same client with another token: after a password or email change the api ends the
   * request's token and answers a new one, with which the rest of the mutation reads.
   */
  withToken(token: string): RestCaller;
}

/** Text fields of a multipart call. */
export type RestFields = Record<string, string>;

/** Who a REST call is made for: the request's client, and its token when it has one. */
export interface RestCallerOptions {
  token: string | null;
  counter: UpstreamCounter;
  /** The browser's address (security/client-address.ts), sent as X-Forwarded-For. */
  clientAddress: string;
  /** The request's id (http/request-id.ts), sent as X-Request-Id so the api's log lines join the gateway's. */
  requestId: string;
}

export function createRestCaller(pool: RestPool, options: RestCallerOptions): RestCaller {
  const { token, clientAddress, requestId } = options;
  const send = <T>(method: Method, path: string, query?: RestQuery, body?: object) => {
    options.counter.calls += 1;
    return sendWithRetry<T>(pool, { method, path, query, body, token, clientAddress, requestId });
  };
  return {
    get: (path, query) => send('GET', path, query),
    post: (path, body) => send('POST', path, undefined, body),
    put: (path, body) => send('PUT', path, undefined, body),
    delete: (path, body) => send('DELETE', path, undefined, body),
    sendFiles: (method, path, files, fields = {}) => {
      options.counter.calls += 1;
      return sendMultipart(pool, { method, path, token, clientAddress, requestId }, files, fields);
    },
    withToken: (other) => createRestCaller(pool, { ...options, token: other }),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RestRequest {
  method: Method;
  path: string;
  query?: RestQuery;
  body?: object;
  token: string | null;
  clientAddress: string;
  requestId: string;
}

/**
 * A GET is retried once, and only when the connection failed before an answer could
 * exist: ECONNREFUSED (the api is restarting), ECONNRESET/EPIPE/socket closed (a
 * keep-alive socket the api had just closed). Those are safe because a GET is
 * idempotent and cheap to repeat. Never retried: writes (a POST may have been
 * applied), 4xx/5xx (the api answered; it would answer the same), and timeouts (the
 * api is slow or stuck: a retry doubles the wait of the user and the load of the api).
 */
async function sendWithRetry<T>(pool: RestPool, request: RestRequest): Promise<T> {
  const call = `${request.method} ${request.path}`;
  try {
    return await sendOnce<T>(pool, request, call);
  } catch (error) {
    if (request.method !== 'GET' || !isConnectionFailure(error)) throw asUpstreamError(error, call);
    await sleep(RETRY_PAUSE_MS);
    try {
      return await sendOnce<T>(pool, request, call);
    } catch (retryError) {
      throw asUpstreamError(retryError, call);
    }
  }
}

/** Long enough for a restarting api to bind its port again, short for a user. */
const RETRY_PAUSE_MS = 50;

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function errorCodes(error: unknown): string[] {
  if (!(error instanceof Error)) return [];
  const own = 'code' in error && typeof error.code === 'string' ? [error.code] : [];
  const nested = error instanceof AggregateError ? error.errors.flatMap(errorCodes) : [];
  return [...own, ...nested, ...errorCodes(error.cause)];
}

function isConnectionFailure(error: unknown): boolean {
  return errorCodes(error).some((code) => CONNECTION_FAILURES.has(code));
}

function asUpstreamError(error: unknown, call: string): Error {
  if (error instanceof RestError || error instanceof UpstreamUnavailableError) return error;
  const reason = errorCodes(error)[0] ?? (error instanceof Error ? error.message : 'unknown');
  return new UpstreamUnavailableError(call, reason, { cause: error });
}

/** The headers of every call: what it accepts, who it is for, from which address. */
function baseHeaders(request: Pick<RestRequest, 'token' | 'clientAddress' | 'requestId'>): Record<string, string> {
  // The api counts sign-in attempts and mails per client address; it believes this
  // header only from the gateway.
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.clientAddress) headers['x-forwarded-for'] = request.clientAddress;
  headers['x-request-id'] = request.requestId;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return headers;
}

async function sendOnce<T>(pool: RestPool, request: RestRequest, call: string): Promise<T> {
  pool.breaker.check(call);
  const headers = baseHeaders(request);
  if (request.body) headers['content-type'] = 'application/json';
  let answer: Dispatcher.ResponseData;
  try {
    answer = await pool.dispatcher.request({
      method: request.method,
      path: pool.basePath + request.path + queryString(request.query),
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      // Waiting on an api the breaker finds down ends when it opens.
      signal: pool.breaker.signal,
    });
  } catch (error) {
    pool.breaker.failed(isAvailabilityFailure(error));
    throw error;
  }
  pool.breaker.succeeded();
  return readAnswer<T>(answer, call);
}

const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** No answer because the api is not there or not answering: what the breaker counts. */
function isAvailabilityFailure(error: unknown): boolean {
  return isConnectionFailure(error) || errorCodes(error).some((code) => TIMEOUTS.has(code));
}

/**
 * A multipart call, never retried (a write; its files cannot be read twice). The body is
 * made as the files arrive and sent chunked: the gateway holds a chunk at a time. The
 * answer's headers timeout counts from the last byte sent, not from the first: an upload
 * takes as long as the client takes to send it (the gateway drops a client that sends too
 * slowly: http/client-pace.ts).
 */
async function sendMultipart<T>(
  pool: RestPool,
  request: Pick<RestRequest, 'token' | 'clientAddress' | 'requestId'> & { method: 'POST' | 'PUT'; path: string },
  files: readonly RestFileSource[],
  fields: RestFields,
): Promise<T> {
  const call = `${request.method} ${request.path}`;
  const boundary = `----moda-${randomBytes(16).toString('hex')}`;
  const sent = new AbortController();
  let waiting: NodeJS.Timeout | undefined;
  const failures: unknown[] = [];
  const body = multipartBody(boundary, files, fields, failures, () => {
    waiting = setTimeout(() => sent.abort(new Error('headers timeout')), pool.timeouts.headers);
  });
  try {
    // The uploads' own pool: a client trickling its files holds none of the graph's connections.
    const answer = await pool.uploads.request({
      method: request.method,
      path: pool.basePath + request.path,
      headers: { ...baseHeaders(request), 'content-type': `multipart/form-data; boundary=${boundary}` },
      // Pulled a chunk at a time as the socket takes them (backpressure reaches the client).
      body: Readable.from(body, { objectMode: false, highWaterMark: 64 * 1024 }),
      headersTimeout: 0,
      signal: sent.signal,
    });
    clearTimeout(waiting);
    return await readAnswer<T>(answer, call);
  } catch (error) {
    // A file's own refusal (over its limit, the client gone) is the reason, not the api.
    throw failures[0] ?? asUpstreamError(error, call);
  } finally {
    clearTimeout(waiting);
  }
}

/** `multipart/form-data` as the files arrive; `whenSent` runs after the last byte. */
async function* multipartBody(
  boundary: string,
  files: readonly RestFileSource[],
  fields: RestFields,
  failures: unknown[],
  whenSent: () => void,
): AsyncGenerator<Uint8Array> {
  const text = (value: string) => Buffer.from(value, 'utf8');
  for (const [name, value] of Object.entries(fields)) {
    yield text(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`);
  }
  for (const source of files) {
    try {
      const file = await source;
      yield text(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.filename)}"\r\n` +
          `Content-Type: ${mediaType(file.contentType)}\r\n\r\n`,
      );
      yield* file.content;
    } catch (error) {
      failures.push(error);
      throw error;
    }
    yield text('\r\n');
  }
  yield text(`--${boundary}--\r\n`);
  whenSent();
}

/** A name in a Content-Disposition header, escaped as browsers do (WHATWG form encoding). */
function quoted(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** The client's declared type when it is one, else the generic one (the api checks content anyway). */
function mediaType(declared: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : 'application/octet-stream';
}

/**
 * Ids are joined with unescaped commas: the explorer's `exclude` holds up to 1000
 * ids and percent-encoding every comma would grow the request line by a tenth.
 */
function queryString(query: RestQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) => {
    // An empty list is no list: `exclude=` would ask the api to parse an empty id.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    const text = Array.isArray(value)
      ? value.map((item: string) => encodeURIComponent(item)).join(',')
      : encodeURIComponent(String(value));
    return [`${encodeURIComponent(name)}=${text}`];
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * A refusal's body as read: `{error, field?}` by the contract's conventions (every 4xx
 * of the OpenAPI document). Each field is optional because whatever answered may not be
 * the api (a proxy in between), and older servers sent `message`.
 */
interface RestRefusal {
  error?: string;
  field?: string;
  message?: string;
}

async function readAnswer<T>(answer: Dispatcher.ResponseData, call: string): Promise<T> {
  const text = await answer.body.text();
  const status = answer.statusCode;
  const json = parseJson(text);
  // A 503 in the api's words (too many images at once) is a refusal to pass on: the client
  // may send the same again in a few seconds. Any other 5xx is the api failing.
  if (status >= 500 && !(status === 503 && (json as RestRefusal | undefined)?.error)) {
    throw new UpstreamUnavailableError(call, `HTTP ${status}`);
  }
  if (status >= 400) {
    const refusal = (json ?? {}) as RestRefusal;
    const message = refusal.error ?? refusal.message ?? `HTTP ${status}`;
    throw new RestError(status, message, refusal.field ?? null, call);
  }
  if (json === undefined) throw new UpstreamUnavailableError(call, 'answer is not JSON');
  return json as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
