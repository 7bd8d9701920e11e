import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { creativesRest } from './rest';
import type { RestQuery } from '../../rest/http';

/** The creatives directory: one page per query, the same for everyone (no token). */
export function createCreativesLoaders({ anonymous }: LoaderCallers) {
  const rest = creativesRest(anonymous);
  const list = keyedLoader(
    (query: RestQuery) => rest.list(query),
    (query) => JSON.stringify(query),
  ); // GET /api/users/creatives
  return { list };
}
