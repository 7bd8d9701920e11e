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

function pageKey({ page, limit, exclude, search, country, city, school }: RestExplorerQuery): string {
  return JSON.stringify([page, limit, exclude.join(','), search, country, city, school]);
}
