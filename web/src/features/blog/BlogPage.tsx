import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { BlogPageQuery } from './__generated__/BlogPageQuery.graphql';
import { BlogArticleList } from './components/BlogArticleList';
import { BlogLayout } from './components/BlogLayout';
import { BlogLoadError } from './components/BlogLoadError';
import { categoryFromSearch } from './lib/categories';

const query = graphql`
  query BlogPageQuery($category: ArticleCategory) {
    ...BlogArticleList_query @arguments(category: $category)
  }
`;

export const loader = queryLoader<BlogPageQuery>(query, ({ request }) => ({
  category: categoryFromSearch(new URL(request.url).searchParams).value,
}));

/** /ControlPanel/blog: the articles of the category in `?categoria=`. */
export function Component() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  return (
    <BlogLayout category={category}>
      {/* A new boundary per category, so switching tabs shows the loading state. */}
      <Suspense key={category.label} fallback={<PageLoader label="Cargando artículos..." />}>
        <BlogArticles />
      </Suspense>
    </BlogLayout>
  );
}

function BlogArticles() {
  const data = useRouteQuery<BlogPageQuery>(query);
  return <BlogArticleList query={data} />;
}

/** A failed list keeps the tabs, so another category can still be chosen. */
export function ErrorBoundary() {
  const [search] = useSearchParams();
  return (
    <BlogLayout category={categoryFromSearch(search)}>
      <BlogLoadError />
    </BlogLayout>
  );
}
