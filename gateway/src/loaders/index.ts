import { DOMAINS } from '../domains';
import type { GraphModule } from '../schema/module';
import { createRestCaller, type RestCallerOptions, type RestPool } from '../rest/http';

type Domain = (typeof DOMAINS)[number];
type LoadersOf<D> = D extends GraphModule<string, infer L> ? L : never;

/** The loaders of one request, by domain: `ctx.loaders.posts.byId`, `ctx.loaders.users.viewer`. */
export type Loaders = { [D in Domain as [LoadersOf<D>] extends [never] ? never : D['name']]: LoadersOf<D> };

type Callers = Parameters<NonNullable<Domain['loaders']>>[0];

/**
 * A request's loaders, each domain's made on first use: most operations touch two or three
 * domains, and making all of them cost a tenth of a small request's CPU. The getters are
 * defined once, on the prototype.
 */
class LazyLoaders {
  readonly made = new Map<string, unknown>();
  constructor(readonly callers: Callers) {}
}
for (const domain of DOMAINS) {
  const make = domain.loaders;
  if (!make) continue;
  Object.defineProperty(LazyLoaders.prototype, domain.name, {
    get(this: LazyLoaders) {
      let loaders = this.made.get(domain.name);
      if (loaders === undefined) {
        loaders = make(this.callers);
        this.made.set(domain.name, loaders);
      }
      return loaders;
    },
  });
}

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
  // The getters above hand out each domain's loaders; the mapped type says which are whose.
  return new LazyLoaders(callers) as unknown as Loaders;
}
