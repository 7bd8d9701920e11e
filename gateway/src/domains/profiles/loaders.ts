import { keyedLoader, nullIfNotFound } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { profilesRest } from './rest';

/** Profiles by username: they need the token (CONTRACT.md decision), so none without one. */
export function createProfileLoaders({ authenticated }: LoaderCallers) {
  const byUsername =
    authenticated &&
    keyedLoader(
      (username: string) => profilesRest(authenticated).byUsername(username).catch(nullIfNotFound),
      (username) => username.toLowerCase(),
    ); // GET /api/users/profile/{username} (bearer), 404 = null
  return { byUsername };
}
