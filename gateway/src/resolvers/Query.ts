import type { QueryResolvers } from '../__generated__/resolvers-types';
import { categoryToRest, FEED_LOADERS } from '../enums';
import { graphError } from '../errors';
import { sliceList, toConnection, toRestPage, type ListPaging } from '../relay/connections';
import { loadNode } from './Node';

/** Explorer feeds: REST `exclude` + page 1 each time; REST `limit` is 1–50. */
const EXPLORER_PAGING: ListPaging = { cursor: 'seen', defaultFirst: 14, maxFirst: 50 };
/** The blog: the api answers whole lists, newest first; the gateway slices them. */
const ARTICLE_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 12, maxFirst: 50 };
/**
 * `nodes` refetches one REST object per id (posts have no batch call): 100 ids cost at
 * most 100 calls, where 100,000 used to take 115 s.
 */
export const MAX_NODE_IDS = 100;

export const Query: QueryResolvers = {
  node: (_root, { id }, ctx) => loadNode(id, ctx),

  // One promise per item: a bad or failing id nulls its own item (with its error at
  // that item's path), not the whole list.
  nodes: (_root, { ids }, ctx) => {
    if (ids.length > MAX_NODE_IDS) {
      throw graphError('BAD_USER_INPUT', `"ids" admite como máximo ${MAX_NODE_IDS} IDs por consulta.`);
    }
    return ids.map((id) => loadNode(id, ctx));
  },

  // Anonymous requests have no viewer loader: null without asking the api.
  viewer: (_root, _args, { loaders }) => loaders.viewer?.load() ?? null,

  explorer: async (_root, { feed, first, after }, { loaders }) => {
    const page = toRestPage({ first, after }, EXPLORER_PAGING);
    const loader = loaders[FEED_LOADERS[feed ?? 'RANDOM']];
    const answer = await loader.load({ page: page.page, limit: page.limit, exclude: page.exclude });
    const items = { items: answer.images, hasMore: answer.hasMore };
    return toConnection(items, page, EXPLORER_PAGING, (image) => image.postId);
  },

  articles: async (_root, { category, first, after }, { loaders }) => {
    const page = toRestPage({ first, after }, ARTICLE_PAGING);
    const all = category
      ? await loaders.articlesOfCategory.load(categoryToRest(category))
      : await loaders.articles.load();
    return toConnection(sliceList(all, page), page, ARTICLE_PAGING, (article) => article._id);
  },

  article: (_root, { internalID }, { loaders }) => loaders.article.load(internalID),

  magazines: (_root, _args, { loaders }) => loaders.magazines.load(),
};
