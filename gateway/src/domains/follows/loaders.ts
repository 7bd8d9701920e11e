import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { followsRest, type CommunityQuery } from './rest';

/** The community lists are the caller's own: none without a token. */
export function createFollowLoaders({ authenticated }: LoaderCallers) {
  const community =
    authenticated &&
    keyedLoader(
      (query: CommunityQuery) => followsRest(authenticated).community(query),
      ({ direction, page, limit, search }) => JSON.stringify([direction, page, limit, search]),
    ); // GET /api/users/following|followers?page&limit&search (bearer)
  return { community };
}
