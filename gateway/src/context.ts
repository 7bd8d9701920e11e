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
}

export function createContext(request: Request, clientAddress: string, pool: RestPool): GatewayContext {
  const token = bearerToken(request);
  const upstream: UpstreamCounter = { calls: 0 };
  const caller = { token, counter: upstream, clientAddress };
  return {
    token,
    loaders: createLoaders(pool, caller),
    rest: createRestCaller(pool, caller),
    upstream,
    clientAddress,
  };
}

/** `Authorization: Bearer <token>`; any other scheme is treated as no token. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
