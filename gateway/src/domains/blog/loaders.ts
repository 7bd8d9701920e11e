import { byIdLoader, keyedLoader, OnceLoader } from '../../loaders/kinds';
import type { RestArticle, RestArticleCategory } from '../../rest/types';
import type { LoaderCallers } from '../../schema/module';
import { blogRest } from './rest';

/** The blog: lists prime the by-id loader, so an article met in a list costs no second call. */
export function createBlogLoaders({ anonymous }: LoaderCallers) {
  const blog = blogRest(anonymous);
  const article = byIdLoader((id) => blog.article(id)); // GET /api/blog/{id}
  const articles = new OnceLoader(() => blog.articles().then(primeArticles)); // GET /api/blog
  const articlesOfCategory = keyedLoader((category: RestArticleCategory) =>
    blog.articlesOfCategory(category).then(primeArticles),
  ); // GET /api/blog/category/{category}

  function primeArticles(list: RestArticle[]): RestArticle[] {
    for (const item of list) article.prime(item._id, item);
    return list;
  }

  return { article, articles, articlesOfCategory };
}
