import { byIdOrListLoader, keyedLoader, OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { blogRest, type RestArticle, type RestArticleCategory } from './rest';

/**
 * The blog: lists prime the by-id loader, so an article met in a list costs no second
 * call; several articles refetched at once (`nodes`) read the list once.
 */
export function createBlogLoaders({ anonymous }: LoaderCallers) {
  const blog = blogRest(anonymous);
  const articles = new OnceLoader(() => blog.articles().then(primeArticles)); // GET /api/blog
  const article = byIdOrListLoader(
    (id) => blog.article(id),
    () => articles.load(),
  ); // GET /api/blog/{id}, or the list for several
  const articlesOfCategory = keyedLoader((category: RestArticleCategory) =>
    blog.articlesOfCategory(category).then(primeArticles),
  ); // GET /api/blog/category/{category}

  function primeArticles(list: RestArticle[]): RestArticle[] {
    for (const item of list) article.prime(item._id, item);
    return list;
  }

  return { article, articles, articlesOfCategory };
}
