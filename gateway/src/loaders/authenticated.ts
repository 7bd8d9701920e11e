import type { RestApi } from '../rest';
import type { RestUser } from '../rest/types';
import type { AnonymousLoaders } from './anonymous';
import { OnceLoader } from './kinds';

/** Loaders of calls that need the caller's token: built only when a request has one. */
export function createAuthenticatedLoaders(api: RestApi, anonymous: AnonymousLoaders) {
  const viewer = new OnceLoader(() => api.users.profile().then(primeUser)); // GET /api/users/profile

  function primeUser(user: RestUser): RestUser {
    anonymous.users.prime(user);
    return user;
  }

  return { viewer };
}

export type AuthenticatedLoaders = ReturnType<typeof createAuthenticatedLoaders>;
