import type { ArticleCategory } from '../../__generated__/resolvers-types';
import type { RestArticleCategory } from './rest';

/** Blog categories ↔ the REST api's names (spec part 2 §7). */
const CATEGORIES: Record<RestArticleCategory, ArticleCategory> = {
  fashion: 'FASHION',
  designers: 'DESIGNERS',
  industry: 'INDUSTRY',
  education: 'EDUCATION',
  events: 'EVENTS',
  other: 'OTHER',
};

/** An article's REST category; anything unknown reads as OTHER (the field is non-null). */
export function categoryFromRest(category: string): ArticleCategory {
  const name = category.trim().toLowerCase();
  return name in CATEGORIES ? CATEGORIES[name as RestArticleCategory] : 'OTHER';
}

export function categoryToRest(category: ArticleCategory): RestArticleCategory {
  return category.toLowerCase() as RestArticleCategory;
}
