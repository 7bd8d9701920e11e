import type { ArticleResolvers } from '../../__generated__/resolvers-types';
import { categoryFromRest } from './enums';
import type { RestArticle } from './rest';
import { checkedFirst } from '../../relay/connections';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';

/**
 * The article page shows 3; a short "read next" list, never paged. Capped like every
 * list, so `relatedArticles` nested in itself cannot multiply an answer.
 */
const MAX_RELATED_ARTICLES = 10;

export const Article: ArticleResolvers = {
  id: (article) => toGlobalId('Article', article._id),
  internalID: (article) => article._id,
  excerpt: (article) => article.excerpt ?? null,
  author: (article) => article.author?.trim() || null,
  category: (article) => categoryFromRest(article.category),
  image: (article) => article.image || null,
  additionalImages: (article) => article.additionalImages ?? [],
  tags: (article) => (article.tags ?? []).map((tag) => tag.replace(/^#+/, '')).filter(Boolean),

  // Read from the GET /api/blog list (one call per request, shared by every
  // article that asks): same category first, then the rest, newest first.
  relatedArticles: async (article, { first }, { loaders }) => {
    const count = checkedFirst(first ?? 3, MAX_RELATED_ARTICLES);
    const others = (await loaders.blog.articles.load()).filter((other) => other._id !== article._id);
    const category = categoryFromRest(article.category);
    const sameCategory = (other: RestArticle) => categoryFromRest(other.category) === category;
    const ranked = [...others.filter(sameCategory), ...others.filter((other) => !sameCategory(other))];
    return ranked.slice(0, count);
  },
};

export const refetchArticle: NodeRefetch<'Article'> = async (id, { loaders }) =>
  asNode('Article', await loaders.blog.article.load(id));
