import type { SearchResultsResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { toConnection, toRestPage, type ConnectionArgs, type ListPaging, type RestPage } from '../../relay/connections';
import { MAX_SEARCH_LIMIT, type RestSearch } from './rest';

/** A search group pages by position within the REST list: at most its 50 best matches. */
const SEARCH_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: MAX_SEARCH_LIMIT };

type Group = keyof RestSearch['totals'];

/**
 * One group of the search as a connection: the REST answer of the request's one search call
 * (the loader asks once, at the largest size any group needs), sliced at this page.
 */
async function groupPage<G extends Group>(query: string, group: G, args: ConnectionArgs, ctx: GatewayContext) {
  const page = toRestPage(args, SEARCH_PAGING);
  const end = page.offset + page.limit;
  const answer = await ctx.loaders.search.results.load({ text: query, limit: Math.min(end, MAX_SEARCH_LIMIT) });
  const items = answer[group].slice(page.offset, end) as RestSearch[G];
  const total = answer.totals[group];
  return { page, items, total, hasMore: end < Math.min(total, MAX_SEARCH_LIMIT) };
}

const connection = <T extends { _id: string }>(found: {
  page: RestPage;
  items: readonly T[];
  total: number;
  hasMore: boolean;
}) =>
  toConnection(
    { items: found.items, hasMore: found.hasMore, total: found.total },
    found.page,
    SEARCH_PAGING,
    (item) => item._id,
  );

/**
 * The groups carry whole offers and parts of accounts and posts: each is recorded in its
 * loader, so fields the part lacks come from one batched call and refetching a result as a
 * node in the same request costs none.
 */
export const SearchResults: SearchResultsResolvers = {
  users: async ({ query }, args, ctx) => {
    const found = await groupPage(query, 'users', args, ctx);
    for (const user of found.items) ctx.loaders.users.byId.primePart(user);
    return connection(found);
  },
  posts: async ({ query }, args, ctx) => {
    const found = await groupPage(query, 'posts', args, ctx);
    for (const post of found.items) ctx.loaders.posts.byId.primePart(post);
    return connection(found);
  },
  jobOffers: async ({ query }, args, ctx) => {
    const found = await groupPage(query, 'offers', args, ctx);
    for (const offer of found.items) ctx.loaders.jobOffers.byId.prime(offer._id, offer);
    return connection(found);
  },
  educationalOffers: async ({ query }, args, ctx) => {
    const found = await groupPage(query, 'educationalOffers', args, ctx);
    for (const offer of found.items) ctx.loaders.educationalOffers.byId.prime(offer._id, offer);
    return connection(found);
  },
};
