import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { explorerRest, type RestExplorerQuery } from './rest';

/** The two explorer feeds, one page per query. */
export function createExplorerLoaders({ anonymous }: LoaderCallers) {
  const feeds = explorerRest(anonymous);
  const random = keyedLoader((query: RestExplorerQuery) => feeds.random(query), pageKey); // GET /api/posts/explorer
  const staffPicks = keyedLoader((query: RestExplorerQuery) => feeds.staffPicks(query), pageKey); // GET /api/posts/staff-picks
  return { random, staffPicks };
}

function pageKey(query: RestExplorerQuery): string {
  return `${query.page}|${query.limit}|${query.exclude.join(',')}`;
}
