import { isLogLevel, type LogLevel } from './log';
import { fileURLToPath } from 'node:url';
import type { ResponseCacheConfig } from './response-cache';

/** Time limits of calls to the REST api, in milliseconds. */
export interface UpstreamTimeouts {
  /** Opening a TCP connection (the api is local or in the same network). */
  connect: number;
  /** From sending a request to receiving the answer's headers. */
  headers: number;
  /** Between two chunks of an answer body. */
  body: number;
}

/**
 * How much of the gateway one client may hold (README § Security, "Slow clients"). The api
 * is reached through three pools, so that neither files nor uploads can take the graph's
 * connections; a client that moves its bytes too slowly is disconnected, which releases
 * the api connection it held.
 */
export interface ClientLimits {
  /** Keep-alive connections to the api for `/media` and the Google sign-in redirects. */
  mediaConnections: number;
  /** Keep-alive connections to the api for multipart calls (a mutation's files). */
  uploadConnections: number;
  /** The window over which a client's pace is measured, in milliseconds. */
  paceWindowMs: number;
  /** Fewest bytes a client must send (or take) in a window while the gateway waits on it. */
  paceMinBytes: number;
  /** `/media` answers one client address may be receiving at once. */
  mediaPerClient: number;
  /** GraphQL multipart requests (uploads) one client address may be sending at once. */
  uploadsPerClient: number;
}

export interface GatewayConfig {
  /** Port of the gateway and web origin (main.ts only; createGateway never listens). */
  port: number;
  /** Interface main.ts listens on. */
  host: string;
  /** Base URL of the REST api. */
  apiUrl: string;
  /** LOG_LEVEL: the JSON log's least level (debug, info, warn, error); info writes a line per request. */
  logLevel: LogLevel;
  /** METRICS_PORT: where Prometheus reads /metrics (on METRICS_HOST, loopback by default); unset: off. */
  metrics: { port: number; host: string } | undefined;
  /** The product's address as browsers and crawlers see it (PUBLIC_URL), for absolute links. */
  publicUrl: string;
  /** Keep-alive connections to the api for GraphQL's calls (files and uploads have their own). */
  upstreamConnections: number;
  timeouts: UpstreamTimeouts;
  clients: ClientLimits;
  /** The built web app (web/dist); served when it exists. */
  webDistDir: string;
  /** The web app's operations by id (relay-compiler's manifest), which clients may send by id alone. */
  trustedDocumentsFile: string;
  /**
   * Public pages carry their first queries' anonymous answers and a preload of their largest
   * image (seo/page-data.ts). PAGE_DATA=off serves them with their head alone (the bench compares both).
   */
  pageData: boolean;
  /** The cache of anonymous answers (response-cache.ts). */
  responseCache: ResponseCacheConfig;
  /** Adds `extensions.upstreamCalls` to every GraphQL answer (not in production). */
  exposeUpstreamCalls: boolean;
  /** Unexpected errors carry their original message and stack (NODE_ENV=development only). */
  exposeErrorDetails: boolean;
  /**
   * Other origins allowed to call /graphql from a browser (CORS_ORIGINS). Empty: the
   * product's own origin only, and no CORS header is ever sent.
   */
  corsOrigins: string[];
  /**
   * Proxies in front of the gateway whose X-Forwarded-For is believed (TRUST_PROXY):
   * addresses or CIDR ranges. Empty: the socket's address is the client's.
   */
  trustedProxies: string[];
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultTrustedDocuments = fileURLToPath(new URL('../../web/persisted-documents.json', import.meta.url));

function integer(value: string | undefined, fallback: number, least = 0): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= least ? parsed : fallback;
}

/** A count of connections or of requests at once: 0 would refuse everything, so it reads as unset. */
const count = (value: string | undefined, fallback: number) => integer(value, fallback, 1);

/**
 * Reads the configuration from environment variables (ARCHITECTURE.md § Configuration).
 * HOST defaults to 0.0.0.0: the gateway is the product's only public origin, so it
 * must be reachable from outside a container and from a phone on the LAN (the
 * mobile layout is part of the spec); the api behind it stays on 127.0.0.1.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const apiPort = integer(env.API_PORT, 4001);
  const port = integer(env.PORT, 4000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    apiUrl: env.API_URL || `http://127.0.0.1:${apiPort}`,
    logLevel: isLogLevel(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info',
    metrics: env.METRICS_PORT
      ? { port: integer(env.METRICS_PORT, 0), host: env.METRICS_HOST || '127.0.0.1' }
      : undefined,
    // The api's setting of the same name (its OAuth redirects), with the same default.
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    upstreamConnections: count(env.API_CONNECTIONS, 32),
    timeouts: {
      connect: integer(env.API_CONNECT_TIMEOUT_MS, 2_000),
      headers: integer(env.API_HEADERS_TIMEOUT_MS, 10_000),
      body: integer(env.API_BODY_TIMEOUT_MS, 10_000),
    },
    clients: {
      mediaConnections: count(env.API_MEDIA_CONNECTIONS, 32),
      uploadConnections: count(env.API_UPLOAD_CONNECTIONS, 16),
      paceWindowMs: integer(env.CLIENT_PACE_WINDOW_MS, 15_000),
      paceMinBytes: integer(env.CLIENT_PACE_MIN_BYTES, 8 * 1024),
      mediaPerClient: count(env.MEDIA_STREAMS_PER_CLIENT, 12),
      uploadsPerClient: count(env.UPLOADS_PER_CLIENT, 6),
    },
    webDistDir: env.WEB_DIST_DIR || defaultWebDist,
    trustedDocumentsFile: env.TRUSTED_DOCUMENTS_FILE || defaultTrustedDocuments,
    pageData: env.PAGE_DATA !== 'off',
    responseCache: {
      ttlMs: integer(env.RESPONSE_CACHE_TTL_MS, 60_000),
      redisUrl: env.REDIS_URL || null,
      showHits: env.NODE_ENV !== 'production',
    },
    exposeUpstreamCalls: env.NODE_ENV !== 'production',
    exposeErrorDetails: env.NODE_ENV === 'development',
    corsOrigins: list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    trustedProxies: list(env.TRUST_PROXY),
  };
}

/** A comma-separated setting: trimmed, empty items dropped. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
