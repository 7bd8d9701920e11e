import type { LoaderCallers } from '../../schema/module';
import { searchRest } from './rest';
import { widestLoader } from './widest-loader';

/** The search, public: its answer does not depend on who asks, so it goes without the token. */
export function createSearchLoaders({ anonymous }: LoaderCallers) {
  const results = widestLoader((query, limit) => searchRest(anonymous).search(query, limit)); // GET /api/users/search
  return { results };
}
