import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { sliceList, toConnection, toRestPage, type ListPaging } from '../../relay/connections';
import { categoryToRest } from './enums';

/** The blog: the api answers whole lists, newest first; the gateway slices them. */
const ARTICLE_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 12, maxFirst: 50 };

export const Query: QueryResolvers = {
  articles: async (_root, { category, first, after }, { loaders }) => {
    const page = toRestPage({ first, after }, ARTICLE_PAGING);
    const all = category
      ? await loaders.blog.articlesOfCategory.load(categoryToRest(category))
      : await loaders.blog.articles.load();
    return toConnection(sliceList(all, page), page, ARTICLE_PAGING, (article) => article._id);
  },

  article: (_root, { internalID }, { loaders }) => loaders.blog.article.load(internalID),
};
