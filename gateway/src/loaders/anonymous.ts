import type { RestApi } from '../rest';
import { explorerPost, explorerUser } from '../rest/embedded';
import type { RestArticle, RestArticleCategory, RestExplorerPage, RestExplorerQuery, RestPost } from '../rest/types';
import { batchLoader, byIdLoader, keyedLoader, OnceLoader } from './kinds';
import { SourceLoader } from './source-loader';

/** Loaders of public REST calls: built for every request, with or without a token. */
export function createAnonymousLoaders(api: RestApi) {
  const users = new SourceLoader(batchLoader((ids) => api.users.byIds(ids), 100)); // GET /api/users/by-ids?ids=
  const posts = new SourceLoader(byIdLoader((id) => api.posts.post(id).then(primePost))); // GET /api/posts/{id}
  const explorer = keyedLoader((q: RestExplorerQuery) => api.posts.explorer(q).then(primeFeed), pageKey); // GET /api/posts/explorer
  const staffPicks = keyedLoader((q: RestExplorerQuery) => api.posts.staffPicks(q).then(primeFeed), pageKey); // GET /api/posts/staff-picks
  const article = byIdLoader((id) => api.blog.article(id)); // GET /api/blog/{id}
  const articles = new OnceLoader(() => api.blog.articles().then(primeArticles)); // GET /api/blog
  const articlesOfCategory = keyedLoader((c: RestArticleCategory) =>
    api.blog.articlesOfCategory(c).then(primeArticles),
  ); // GET /api/blog/category/{category}
  const magazines = new OnceLoader(() => api.magazines.magazines()); // GET /api/magazines

  function primePost(post: RestPost): RestPost {
    if (post.user?._id) users.primePart(post.user);
    return post;
  }

  function primeFeed(page: RestExplorerPage): RestExplorerPage {
    for (const item of page.images) {
      posts.primePart(explorerPost(item));
      users.primePart(explorerUser(item));
    }
    return page;
  }

  function primeArticles(list: RestArticle[]): RestArticle[] {
    for (const item of list) article.prime(item._id, item);
    return list;
  }

  return { users, posts, explorer, staffPicks, article, articles, articlesOfCategory, magazines };
}

export type AnonymousLoaders = ReturnType<typeof createAnonymousLoaders>;

function pageKey(query: RestExplorerQuery): string {
  return `${query.page}|${query.limit}|${query.exclude.join(',')}`;
}
