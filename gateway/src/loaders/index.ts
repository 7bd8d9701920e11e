import { createRestApi } from '../rest';
import { createRestCaller, type RestCallerOptions, type RestPool } from '../rest/http';
import { createAnonymousLoaders, type AnonymousLoaders } from './anonymous';
import { createAuthenticatedLoaders, type AuthenticatedLoaders } from './authenticated';

/** The loaders of one request; the authenticated family exists only with a token. */
export type Loaders = AnonymousLoaders & Partial<AuthenticatedLoaders>;

/**
 * Loaders are made per request (per-request cache, nothing shared between users).
 * Public calls go without the token, so a stale token never breaks a public page
 * and their answers do not depend on who asks; authenticated calls carry it.
 */
export function createLoaders(pool: RestPool, caller: RestCallerOptions): Loaders {
  const publicApi = createRestApi(createRestCaller(pool, { ...caller, token: null }));
  const anonymous = createAnonymousLoaders(publicApi);
  if (!caller.token) return anonymous;
  const api = createRestApi(createRestCaller(pool, caller));
  return { ...anonymous, ...createAuthenticatedLoaders(api, anonymous) };
}
