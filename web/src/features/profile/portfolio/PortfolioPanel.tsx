import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { paths } from '../../../lib/routing/paths';
import { PORTFOLIO_PAGE_SIZE } from '../profileLayout';
import type { PortfolioPanel_user$key } from './__generated__/PortfolioPanel_user.graphql';
import type { PortfolioPanelPaginationQuery } from './__generated__/PortfolioPanelPaginationQuery.graphql';
import { PortfolioGallery } from './PortfolioGallery';
import { PortfolioList } from './PortfolioList';
import styles from './Portfolio.module.css';

const fragment = graphql`
  fragment PortfolioPanel_user on User
  @refetchable(queryName: "PortfolioPanelPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" }) {
    isViewer
    posts(first: $count, after: $cursor) @connection(key: "PortfolioPanel_posts") {
      edges {
        node {
          id
          ...PortfolioGallery_post
          ...PortfolioList_post
        }
      }
    }
  }
`;

type View = 'gallery' | 'individual';

/**
 * The Portfolio tab: the user's posts as a gallery (at least 15 slots) or one below the
 * other, loading more as the end comes near.
 */
export function PortfolioPanel({ user }: { user: PortfolioPanel_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PortfolioPanelPaginationQuery,
    PortfolioPanel_user$key
  >(fragment, user);
  const [view, setView] = useState<View>('gallery');
  const [failed, setFailed] = useState(false);
  const posts = data.posts.edges.map(({ node }) => ({ id: node.id, post: node }));
  const canLoadMore = hasNext && !isLoadingNext && !failed;

  function loadMore() {
    loadNext(PORTFOLIO_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  return (
    <div className={styles.portfolio}>
      <div className={styles.toolbar} role="group" aria-label="Vista del portfolio">
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={view === 'gallery'}
          onClick={() => setView('gallery')}
        >
          Galería
        </button>
        <button
          type="button"
          className={styles.viewButton}
          aria-pressed={view === 'individual'}
          onClick={() => setView('individual')}
        >
          Individual
        </button>
      </div>
      {posts.length === 0 && (
        <p className={styles.empty}>
          Todavía no hay publicaciones.{' '}
          {data.isViewer && (
            <Link className={styles.emptyLink} to={paths.createPost()}>
              Crear una publicación
            </Link>
          )}
        </p>
      )}
      {view === 'gallery' ? <PortfolioGallery posts={posts} /> : posts.length > 0 && <PortfolioList posts={posts} />}
      <InfiniteScrollSentinel onVisible={loadMore} disabled={!canLoadMore} />
      {isLoadingNext && (
        <p className={styles.status} role="status">
          Cargando...
        </p>
      )}
      {failed && (
        <p className={styles.status} role="alert">
          No se pudieron cargar más publicaciones.{' '}
          <button type="button" className={styles.retry} onClick={loadMore}>
            Reintentar
          </button>
        </p>
      )}
    </div>
  );
}
