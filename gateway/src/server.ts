import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GatewayConfig } from './config';
import { createContext, type GatewayContext } from './context';
import { createGatewayLogger, maskError } from './errors';
import { createLog, type Log } from './log';
import { createGatewayMetrics } from './metrics';
import type { Registry } from 'prom-client';
import { GRAPHIQL_DEFAULT_QUERY } from './graphiql';
import { createHealth } from './http/health';
import { REQUEST_ID_HEADER, assignRequestId, requestIdOf } from './http/request-id';
import { createApiProxy, type ProxiedMethod } from './http/api-proxy';
import { dropSlowClient } from './http/client-pace';
import { createGraphiQL, GRAPHIQL_ASSETS } from './http/graphiql';
import { useRequestBody } from './http/request-body';
import { createWebApp } from './http/web-app';
import { useGraphLimits } from './limits/graph-limits';
import { createRestCaller, createRestPool, type UpstreamStats, type UpstreamUse } from './rest/http';
import { createSchema } from './schema/executable';
import { createPageTags, type RunPageOperation } from './seo/page-tags';
import { createRouteAssets } from './seo/route-assets';
import { robotsTxt } from './seo/robots';
import { sitemapXml } from './seo/sitemap';
import { clientAddressOf } from './security/client-address';
import { corsFor } from './security/cors';
import { useCsrfPrevention } from './security/csrf';
import { setSecurityHeaders, type PageKind } from './security/headers';
import { useUploads } from './uploads/multipart-request';
import { createResponseCache } from './response-cache';
import { readTrustedDocuments, useTrustedDocuments } from './trusted-documents';
import { useUpstreamCalls } from './upstream-calls';

/** What the node server hands Yoga with each request; `clientAddress` is worked out once. */
type ServerContext = { req: IncomingMessage; res: ServerResponse; clientAddress: string };

export interface Gateway {
  /** The node HTTP server, not listening yet: call `server.listen(port, host)`. */
  server: Server;
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  /** What each pool of api connections holds now (tests and benches watch them go back). */
  upstream(): Record<UpstreamUse, UpstreamStats>;
  /** Stops accepting, lets requests in flight finish, then closes the api pool. */
  close(options?: { graceMs?: number }): Promise<void>;
  /** The Prometheus registry when metrics are on (METRICS_PORT), for main.ts to serve on its own port. */
  metrics: Registry | null;
}

const GRAPHQL_ENDPOINT = '/graphql';
/** What the web app sends with its JSON operations (lib/relay/environment.ts). */
const PAGE_OPERATION_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'x-graphql-yoga-csrf': '1',
};
const READS: readonly ProxiedMethod[] = ['GET', 'HEAD'];
/** api paths the browser itself calls on this origin (Google sign-in), with the methods each takes. */
const PROXIED_API_PATHS = new Map<string, readonly ProxiedMethod[]>([
  ['/api/auth/google', READS],
  ['/api/auth/google/callback', READS],
  // The one-time code's exchange (issue 18), which needs this path's OAuth state cookie.
  ['/api/auth/google/session', ['POST']],
  // A mail's one-click unsubscribe (RFC 8058): mail clients POST to the link in List-Unsubscribe.
  ['/api/notifications/unsubscribe', ['POST']],
  // A data export's ZIP (issue 24): the browser follows its signed link, without the session.
  ['/api/users/data-export/download', READS],
]);

/**
 * The gateway: GraphQL at /graphql (GraphiQL on GET from a browser), /media/* and
 * the Google sign-in calls proxied to the api, and the built web app for
 * everything else. Nothing listens until the caller says where.
 */
export function createGateway(config: GatewayConfig): Gateway {
  const log = createLog(config.logLevel);
  const pool = createRestPool(config);
  const graphiql = createGraphiQL();
  const responseCache = createResponseCache(config.responseCache);
  const trustedDocuments = readTrustedDocuments(config.trustedDocumentsFile);
  const metrics = config.metrics
    ? createGatewayMetrics({
        upstream: () => pool.stats(),
        operationLabel: (name) => (name && trustedDocuments.idOf(name) ? name : 'other'),
      })
    : null;
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createSchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: ({ request, clientAddress }) => createContext(request, clientAddress, pool),
    maskedErrors: { maskError, isDev: config.exposeErrorDetails },
    logging: createGatewayLogger(log),
    graphiql: { title: 'Moda Talento · GraphQL', defaultQuery: GRAPHIQL_DEFAULT_QUERY },
    renderGraphiQL: graphiql.renderPage,
    landingPage: false,
    cors: corsFor(config.corsOrigins),
    // useRequestBody reads bodies with a limit per kind (JSON, uploads) instead.
    maxRequestBodySize: false,
    plugins: [
      // Order matters: the CSRF header is checked before the body is read.
      useCsrfPrevention(),
      useRequestBody(),
      // Uploads stream through graphql-upload-minimal instead of Yoga's buffering parser.
      useUploads(config.clients.uploadsPerClient),
      useTrustedDocuments(trustedDocuments),
      ...(metrics ? [metrics.plugin] : []),
      ...useGraphLimits(),
      // Answers from the cache in place of executing, so the plugins after it see only executions
      // (a cached answer holds no upstreamCalls: it made no REST call).
      ...(responseCache?.plugins ?? []),
      ...(config.exposeUpstreamCalls ? [useUpstreamCalls()] : []),
    ],
  });
  const clientAddress = clientAddressOf(config.trustedProxies);
  const proxyToApi = createApiProxy(pool, clientAddress, config.clients.mediaPerClient);
  // What crawlers and link previews read: public data only, so no token is ever sent.
  const anonymousRest = (req: IncomingMessage) =>
    createRestCaller(pool, {
      token: null,
      counter: { calls: 0 },
      clientAddress: clientAddress(req),
      requestId: requestIdOf(req),
    });
  // A public page's first queries, run as the app would send them, without a session.
  const runPageOperation: RunPageOperation = async (req, res, { operationName, variables }) => {
    const id = trustedDocuments.idOf(operationName);
    if (!id) return null;
    const body = { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
    const response = await yoga.fetch(
      `http://gateway${GRAPHQL_ENDPOINT}`,
      {
        method: 'POST',
        headers: { ...PAGE_OPERATION_HEADERS, [REQUEST_ID_HEADER]: requestIdOf(req) },
        body: JSON.stringify(body),
      },
      // The page's own request and answer: only an upload reads them, and this body is JSON.
      { req, res, clientAddress: clientAddress(req) },
    );
    const answer = (await response.json()) as { data?: unknown };
    return answer.data == null ? null : { id, operationName, variables, response: answer };
  };
  const pageTags = createPageTags({
    publicUrl: config.publicUrl,
    rest: anonymousRest,
    start: config.pageData
      ? { runOperation: runPageOperation, routeAssets: createRouteAssets(config.webDistDir) }
      : undefined,
  });
  const serveWebApp = createWebApp(config.webDistDir, pageTags);
  let closing = false;
  const health = createHealth({
    apiUrl: config.apiUrl,
    redis: async () => (responseCache ? responseCache.storeHealth() : 'off'),
    closing: () => closing,
  });
  const serveSitemap = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      sendText(res, 'application/xml', await sitemapXml(anonymousRest(req), config.publicUrl));
    } catch (error) {
      // A crawler comes back after a 503; the api being down is logged where it is noticed.
      log.warn('sitemap.xml not built', {
        requestId: requestIdOf(req),
        reason: error instanceof Error ? error.message : String(error),
      });
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' })
        .end('El mapa del sitio no está disponible ahora; vuelve a intentarlo en un minuto.');
    }
  };

  const route = (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    assignRequestId(req, res);
    setSecurityHeaders(res, pageKindOf(pathname));
    if (pathname === GRAPHQL_ENDPOINT) {
      res.setHeader('Vary', 'Origin'); // CORS headers depend on it
      return yoga(req, res, { clientAddress: clientAddress(req) });
    }
    if (pathname.startsWith(GRAPHIQL_ASSETS)) return graphiql.serveAsset(req, res);
    if (pathname === '/health') return health.health(req, res);
    if (pathname === '/ready') return health.ready(req, res);
    if (pathname.startsWith('/media/')) return proxyToApi(req, res, READS);
    const apiMethods = PROXIED_API_PATHS.get(pathname);
    if (apiMethods) return proxyToApi(req, res, apiMethods);
    if (pathname === '/api' || pathname.startsWith('/api/')) return apiNotHere(res);
    if (pathname === '/robots.txt') return sendText(res, 'text/plain', robotsTxt(config.publicUrl));
    if (pathname === '/sitemap.xml') return serveSitemap(req, res);
    return serveWebApp(req, res);
  };

  const server = createServer((req, res) => {
    // Each layer watches the answer end (log, metrics, pace, per-client limits, proxy, stream):
    // a proxied file reaches Node's default of 10, which would warn of a leak there is not.
    res.setMaxListeners(RESPONSE_LISTENERS);
    dropSlowClient(req, res, config.clients);
    if (log.enabled('info')) logWhenAnswered(log, req, res);
    metrics?.measure(req, res, requestKind(req.url ?? '/'));
    Promise.resolve(route(req, res)).catch((error: unknown) => failed(log, req, res, error));
  });

  return {
    server,
    yoga,
    metrics: metrics?.registry ?? null,
    upstream: () => pool.stats(),
    close: async ({ graceMs = 10_000 } = {}) => {
      closing = true;
      await closeServer(server, graceMs);
      await pool.close();
      await responseCache?.close();
    },
  };
}

/** GraphiQL lives at /graphql with its files; uploads are served under /media. */
function pageKindOf(pathname: string): PageKind {
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname === GRAPHQL_ENDPOINT || pathname.startsWith(GRAPHIQL_ASSETS)) return 'graphiql';
  return 'app';
}

const RESPONSE_LISTENERS = 32;

/** What a request is for, as the metrics count it. */
function requestKind(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === GRAPHQL_ENDPOINT) return 'graphql';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname === '/health' || pathname === '/ready') return 'health';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith(GRAPHIQL_ASSETS)) return 'graphiql';
  return 'app';
}

/** One line a request once its answer is sent (or the client left): what, how it ended, how long. */
function logWhenAnswered(log: Log, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once('close', () => {
    log.info('request', {
      requestId: requestIdOf(req),
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/** robots.txt and sitemap.xml: read by crawlers, kept for a minute by caches. */
function sendText(res: ServerResponse, type: string, body: string): void {
  res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=60' }).end(body);
}

/** The gateway is not a REST proxy: the browser talks GraphQL. */
function apiNotHere(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: 'Ruta no encontrada.' }));
}

function failed(log: Log, req: IncomingMessage, res: ServerResponse, error: unknown): void {
  // A client that went away mid-stream is not an error worth a log line.
  if (res.destroyed || (error instanceof Error && 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE'))
    return;
  log.error('request failed', { requestId: requestIdOf(req), err: error instanceof Error ? error : String(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error interno.');
}

/** Node ≥19 closes idle keep-alive sockets on close(); busy ones get `graceMs`. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
