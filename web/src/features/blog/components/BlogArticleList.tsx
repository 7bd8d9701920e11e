import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { ArticleCard } from './ArticleCard';
import type { BlogArticleListPaginationQuery } from './__generated__/BlogArticleListPaginationQuery.graphql';
import type { BlogArticleList_query$key } from './__generated__/BlogArticleList_query.graphql';
import styles from './BlogArticleList.module.css';
import { requireLoaded } from '../../../lib/relay/environment';

/** The spec features the first two articles (part 2 §9 "Blog: 2 featured"). */
const FEATURED_COUNT = 2;
// Later pages fill whole rows of the three-column grid.
const NEXT_PAGE_SIZE = 9;

/** The blog's articles of one category: two featured cards, then a grid that loads more on scroll. */
export function BlogArticleList({ query }: { query: BlogArticleList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    BlogArticleListPaginationQuery,
    BlogArticleList_query$key
  >(
    graphql`
      fragment BlogArticleList_query on Query
      @refetchable(queryName: "BlogArticleListPaginationQuery")
      @argumentDefinitions(
        category: { type: "ArticleCategory" }
        # Two featured cards and three rows of three.
        count: { type: "Int", defaultValue: 11 }
        cursor: { type: "String" }
      ) {
        articles(category: $category, first: $count, after: $cursor) @connection(key: "BlogArticleList_articles") {
          edges {
            node {
              id
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    query,
  );
  const [loadFailed, setLoadFailed] = useState(false);
  const articles = requireLoaded(data.articles).edges.map((edge) => edge.node);

  if (articles.length === 0) {
    return <p className={styles.empty}>No se encontraron artículos en esta categoría.</p>;
  }

  function loadMore() {
    if (!hasNext || isLoadingNext) return;
    setLoadFailed(false);
    loadNext(NEXT_PAGE_SIZE, { onComplete: (error) => setLoadFailed(error !== null) });
  }

  const featured = articles.slice(0, FEATURED_COUNT);
  const regular = articles.slice(FEATURED_COUNT);
  return (
    <>
      <section className={styles.featured} aria-label="Artículos destacados">
        {featured.map((article) => (
          <ArticleCard key={article.id} article={article} variant="featured" />
        ))}
      </section>
      {regular.length > 0 && (
        <section className={styles.grid} aria-label="Más artículos">
          {regular.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </section>
      )}
      {isLoadingNext && (
        <p className={styles.status} role="status">
          Cargando artículos...
        </p>
      )}
      {/* After a failed page the sentinel stops, so a visible one does not retry in a loop. */}
      {loadFailed && (
        <div className={styles.status}>
          <p className={styles.error} role="alert">
            No se pudieron cargar los artículos del blog
          </p>
          <button type="button" className={styles.moreButton} onClick={loadMore}>
            Cargar más
          </button>
        </div>
      )}
      {hasNext && <InfiniteScrollSentinel onVisible={loadMore} disabled={isLoadingNext || loadFailed} />}
    </>
  );
}
