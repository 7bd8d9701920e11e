import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A page of GET /api/posts/explorer (and of /api/posts/staff-picks and /following, the same shape). */
export type RestExplorerPage = RestAnswer<'/api/posts/explorer'>;

/** One item of an explorer page: an image, its post's id and title, the author's summary. */
export type RestExplorerImage = RestExplorerPage['images'][number];

/** The feeds' filters (CONTRACT.md § Explorer, extension of issue 17); absent ones are not sent. */
export interface RestExplorerFilters {
  search?: string;
  country?: string;
  city?: string;
  school?: string;
}

/** What the gateway asks of a feed; `exclude` is sent as a comma list. */
export interface RestExplorerQuery extends RestExplorerFilters {
  page: number;
  limit: number;
  exclude: readonly string[];
}

/**
 * Bytes of `exclude` (ids and commas) sent in one request. The cursor remembers the
 * 1000 most recent ids (spec): 1000 UUIDs take 37 KB, which the api accepts (its
 * request heads may reach 64 KiB). A server honouring the contract with a smaller
 * limit still works: only the most recent ids that fit are sent, so a post seen long
 * ago may come back, and a long scroll never turns into an error.
 */
export const EXCLUDE_BUDGET_BYTES = 48 * 1024;

/** The most recent ids whose comma list (as sent: percent-encoded, ASCII) fits the budget. */
export function recentThatFit(ids: readonly string[], budget = EXCLUDE_BUDGET_BYTES): readonly string[] {
  let size = -1; // n ids need n - 1 commas
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    size += encodeURIComponent(ids[index]!).length + 1;
    if (size > budget) return ids.slice(index + 1);
  }
  return ids;
}

const feedQuery = (query: RestExplorerQuery) => ({ ...query, exclude: recentThatFit(query.exclude) });

/** The explorer feeds of spec part 2 §7. */
export function explorerRest(rest: RestCaller) {
  return {
    /** GET /api/posts/explorer?page&limit&exclude */
    random: (query: RestExplorerQuery) => rest.get<RestExplorerPage>('/api/posts/explorer', feedQuery(query)),
    /** GET /api/posts/staff-picks?page&limit&exclude */
    staffPicks: (query: RestExplorerQuery) =>
      rest.get<RestAnswer<'/api/posts/staff-picks'>>('/api/posts/staff-picks', feedQuery(query)),
    /** GET /api/posts/following?page&limit&exclude, with the viewer's token */
    following: (query: RestExplorerQuery) =>
      rest.get<RestAnswer<'/api/posts/following'>>('/api/posts/following', feedQuery(query)),
  };
}
