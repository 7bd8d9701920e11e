import { signInRequired } from '../../errors';
import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { explorerRest, type RestExplorerQuery } from './rest';

/** The explorer feeds, one page per query: two public ones, and the viewer's 'Siguiendo'. */
export function createExplorerLoaders({ anonymous, authenticated }: LoaderCallers) {
  const feeds = explorerRest(anonymous);
  const viewerFeeds = authenticated && explorerRest(authenticated);
  const random = keyedLoader((query: RestExplorerQuery) => feeds.random(query), pageKey); // GET /api/posts/explorer
  const staffPicks = keyedLoader((query: RestExplorerQuery) => feeds.staffPicks(query), pageKey); // GET /api/posts/staff-picks
  const following = keyedLoader(async (query: RestExplorerQuery) => {
    if (!viewerFeeds) throw signInRequired();
    return viewerFeeds.following(query); // GET /api/posts/following
  }, pageKey);
  return { random, staffPicks, following };
}

function pageKey({ page, limit, exclude, search, country, city, school }: RestExplorerQuery): string {
  return JSON.stringify([page, limit, exclude.join(','), search, country, city, school]);
}
