import { batchLoader, OnceLoader } from '../../loaders/kinds';
import { SourceLoader } from '../../loaders/source-loader';
import type { LoaderCallers } from '../../schema/module';
import { MAX_USER_IDS, usersRest, type RestUser } from './rest';

/**
 * Users: every read of a user goes through `byId`, with the token when there is one (the api
 * answers an anonymous caller each account's card only, issue 18); the viewer only with a token.
 */
export function createUserLoaders({ anonymous, authenticated }: LoaderCallers) {
  const byId = new SourceLoader(batchLoader((ids) => usersRest(authenticated ?? anonymous).byIds(ids), MAX_USER_IDS)); // GET /api/users/by-ids?ids= (bearer optional)
  const viewer = authenticated && new OnceLoader(() => usersRest(authenticated).profile().then(primeWhole)); // GET /api/users/profile (bearer)

  function primeWhole(user: RestUser): RestUser {
    byId.prime(user);
    return user;
  }

  return { byId, viewer };
}
