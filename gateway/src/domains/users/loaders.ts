import { batchLoader, OnceLoader } from '../../loaders/kinds';
import { SourceLoader } from '../../loaders/source-loader';
import type { RestUser } from '../../rest/types';
import type { LoaderCallers } from '../../schema/module';
import { usersRest } from './rest';

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
const MAX_USER_IDS = 100;

/** Users: every read of a user goes through `byId`; the viewer only with a token. */
export function createUserLoaders({ anonymous, authenticated }: LoaderCallers) {
  const byId = new SourceLoader(batchLoader((ids) => usersRest(anonymous).byIds(ids), MAX_USER_IDS)); // GET /api/users/by-ids?ids=
  const viewer = authenticated && new OnceLoader(() => usersRest(authenticated).profile().then(primeWhole)); // GET /api/users/profile (bearer)

  function primeWhole(user: RestUser): RestUser {
    byId.prime(user);
    return user;
  }

  return { byId, viewer };
}

export type UserLoaders = ReturnType<typeof createUserLoaders>;
