import type { IncomingMessage, ServerResponse } from 'node:http';

/** A dependency's state as /ready reports it. */
export type CheckState = 'ok' | 'down' | 'off';

interface HealthOptions {
  /** The api's base URL: the gateway is ready when the api says it is. */
  apiUrl: string;
  /** The response cache's Redis, when there is one. */
  redis: () => Promise<CheckState>;
  /** True once the gateway closes (SIGTERM): a balancer stops sending before in-flight requests end. */
  closing: () => boolean;
}

/** How long the api may take to answer its own /ready. */
const API_CHECK_MS = 2_000;

/**
 * `/health` (alive) and `/ready` (issue 23): ready when the api answers its /ready, the
 * response cache's Redis (when set) answers, and the gateway is not closing.
 */
export function createHealth({ apiUrl, redis, closing }: HealthOptions) {
  const readyUrl = `${apiUrl.replace(/\/+$/, '')}/ready`;
  const apiState = async (): Promise<CheckState> => {
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(API_CHECK_MS) });
      await response.body?.cancel();
      return response.ok ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  };
  return {
    health(_req: IncomingMessage, res: ServerResponse): void {
      send(res, 200, { status: 'ok' });
    },
    async ready(_req: IncomingMessage, res: ServerResponse): Promise<void> {
      const [api, cache] = await Promise.all([apiState(), redis()]);
      const ready = !closing() && api === 'ok' && cache !== 'down';
      send(res, ready ? 200 : 503, {
        status: ready ? 'ready' : 'unavailable',
        checks: { api, redis: cache, closing: closing() },
      });
    },
  };
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
