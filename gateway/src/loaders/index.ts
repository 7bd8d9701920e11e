import { DOMAINS } from '../domains';
import type { GraphModule } from '../schema/module';
import { createRestCaller, type RestCallerOptions, type RestPool } from '../rest/http';

type Domain = (typeof DOMAINS)[number];
type LoadersOf<D> = D extends GraphModule<string, infer L> ? L : never;

/** The loaders of one request, by domain: `ctx.loaders.posts.byId`, `ctx.loaders.users.viewer`. */
export type Loaders = { [D in Domain as [LoadersOf<D>] extends [never] ? never : D['name']]: LoadersOf<D> };

/**
 * Loaders are made per request (per-request cache, nothing shared between users).
 * Public calls go without the token, so a stale token never breaks a public page
 * and their answers do not depend on who asks; authenticated calls carry it.
 */
export function createLoaders(pool: RestPool, caller: RestCallerOptions): Loaders {
  const callers = {
    anonymous: createRestCaller(pool, { ...caller, token: null }),
    authenticated: caller.token ? createRestCaller(pool, caller) : null,
  };
  const entries = DOMAINS.flatMap((domain) => (domain.loaders ? [[domain.name, domain.loaders(callers)]] : []));
  // Object.fromEntries forgets which domain made which loaders; the mapped type above says it.
  return Object.fromEntries(entries) as Loaders;
}
