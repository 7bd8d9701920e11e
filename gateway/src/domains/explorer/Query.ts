import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { toConnection, toRestPage, type ListPaging } from '../../relay/connections';
import { FEED_LOADERS } from './feeds';

/** Explorer feeds: REST `exclude` + page 1 each time; REST `limit` is 1–50. */
const EXPLORER_PAGING: ListPaging = { cursor: 'seen', defaultFirst: 14, maxFirst: 50 };

const text = (value: string | null | undefined) => value?.trim() || undefined;

export const Query: QueryResolvers = {
  explorer: async (_root, { feed, first, after, search, country, city, school }, { loaders }) => {
    const page = toRestPage({ first, after }, EXPLORER_PAGING);
    const loader = loaders.explorer[FEED_LOADERS[feed ?? 'RANDOM']];
    const filters = { search: text(search), country: text(country), city: text(city), school: text(school) };
    const answer = await loader.load({ page: page.page, limit: page.limit, exclude: page.exclude, ...filters });
    const items = { items: answer.images, hasMore: answer.hasMore };
    return toConnection(items, page, EXPLORER_PAGING, (image) => image.postId);
  },
};
