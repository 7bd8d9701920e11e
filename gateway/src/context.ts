import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from './http/request-id';
import { createLoaders, type Loaders } from './loaders';
import { createRestCaller, type RestCaller, type RestPool, type UpstreamCounter } from './rest/http';

/** What every resolver gets: the caller's token, its loaders, REST calls, the call count. */
export interface GatewayContext {
  /** The caller's bearer token, or null for an anonymous request. */
  token: string | null;
  /** Per-request loaders for every REST read, by domain. */
  loaders: Loaders;
  /** REST calls for mutations (writes are not loaded), with the caller's token. */
  rest: RestCaller;
  /** REST calls made so far by this operation. */
  upstream: UpstreamCounter;
  /** The browser's address, passed to the api with every call (its per-client limits). */
  clientAddress: string;
  /** The request's id, passed to the api with every call (joined log lines). */
  requestId: string;
}

export function createContext(request: Request, clientAddress: string, pool: RestPool): GatewayContext {
  const token = bearerToken(request);
  const upstream: UpstreamCounter = { calls: 0 };
  // Set by the HTTP layer (http/request-id.ts); an in-process call (a page's first answers) has its page's.
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? randomUUID();
  const caller = { token, counter: upstream, clientAddress, requestId };
  return {
    token,
    loaders: createLoaders(pool, caller),
    rest: createRestCaller(pool, caller),
    upstream,
    clientAddress,
    requestId,
  };
}

/** `Authorization: Bearer <token>`; any other scheme is treated as no token. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
