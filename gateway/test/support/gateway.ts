import type { AddressInfo } from 'node:net';
import { loadConfig, type GatewayConfig } from '../../src/config';
import type { UpstreamStats, UpstreamUse } from '../../src/rest/http';
import { createGateway } from '../../src/server';

export interface GraphQLAnswer<D = Record<string, unknown>> {
  data?: D | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
  extensions?: { upstreamCalls?: number };
}

export interface RunningGateway {
  url: string;
  /** POST /graphql over real HTTP. */
  graphql<D = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string },
  ): Promise<GraphQLAnswer<D>>;
  /** What each pool of api connections holds now. */
  upstream(): Record<UpstreamUse, UpstreamStats>;
  /** The Prometheus text of /metrics; null when metrics are off (the default here). */
  metrics(): Promise<string> | null;
  close(): Promise<void>;
}

/** The gateway on a free port (port 0), talking to `apiUrl` over HTTP. */
export async function startGateway(overrides: Partial<GatewayConfig>): Promise<RunningGateway> {
  // The response cache off unless a test turns it on: most tests count the REST calls each request costs.
  // Warnings and errors only in the test output (TEST_GATEWAY_LOG_LEVEL=info shows a line per request).
  const env = { RESPONSE_CACHE_TTL_MS: '0', LOG_LEVEL: process.env.TEST_GATEWAY_LOG_LEVEL ?? 'warn' };
  const gateway = createGateway({ ...loadConfig(env), ...overrides });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  return {
    url,
    graphql: async (query, { variables, token } = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    upstream: () => gateway.upstream(),
    metrics: () => gateway.metrics?.metrics() ?? null,
    close: () => gateway.close({ graceMs: 1_000 }),
  };
}

/** A port nothing listens on: bound, then released. */
export async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
