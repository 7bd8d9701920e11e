import { createRestApi } from '../rest';
import { createRestCaller, type RestPool, type UpstreamCounter } from '../rest/http';
import { createAnonymousLoaders, type AnonymousLoaders } from './anonymous';
import { createAuthenticatedLoaders, type AuthenticatedLoaders } from './authenticated';

/** The loaders of one request; the authenticated family exists only with a token. */
export type Loaders = AnonymousLoaders & Partial<AuthenticatedLoaders>;

/**
 * Loaders are made per request (per-request cache, nothing shared between users).
 * Public calls go without the token, so a stale token never breaks a public page
 * and their answers do not depend on who asks; authenticated calls carry it.
 */
export function createLoaders(token: string | null, upstream: { pool: RestPool; counter: UpstreamCounter }): Loaders {
  const publicApi = createRestApi(createRestCaller(upstream.pool, { token: null, counter: upstream.counter }));
  const anonymous = createAnonymousLoaders(publicApi);
  if (!token) return anonymous;
  const api = createRestApi(createRestCaller(upstream.pool, { token, counter: upstream.counter }));
  return { ...anonymous, ...createAuthenticatedLoaders(api, anonymous) };
}
