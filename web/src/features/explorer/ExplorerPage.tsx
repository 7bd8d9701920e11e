import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/pageTitle';
import { getRelayEnvironment } from '../../lib/relay/environment';
import { useRouteQuery, type RouteQueryData } from '../../lib/relay/routeQuery';
import type { ExplorerPageQuery } from './__generated__/ExplorerPageQuery.graphql';
import { ExplorerFilters } from './ExplorerFilters';
import { ExplorerGrid } from './ExplorerGrid';
import styles from './ExplorerPage.module.css';

const query = graphql`
  query ExplorerPageQuery {
    ...ExplorerGrid_query
  }
`;

let liveRef: PreloadedQuery<ExplorerPageQuery> | null = null;

/**
 * Entering the explorer starts a fresh random list (part 2 §4), so unlike `queryLoader`
 * this never answers from the store: every visit asks the gateway for a new first page.
 */
export function loader(): RouteQueryData<ExplorerPageQuery> {
  liveRef?.dispose();
  liveRef = loadQuery<ExplorerPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'network-only' });
  return { queryRef: liveRef };
}

/** /ControlPanel/explorer: the image feeds (part 2 §2 'Explorer'). */
export function Component() {
  const data = useRouteQuery<ExplorerPageQuery>(query);
  const heading = usePageTitle('Explorador');
  // A new visit (even to the same URL) is a new location: the grid starts over on 'Fotos aleatorias'.
  const { key } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="explorer-title">
      <header className={styles.header}>
        <h1 id="explorer-title" className={styles.title} {...heading}>
          Explorador
        </h1>
        <ExplorerFilters />
      </header>
      <ExplorerGrid key={key} query={data} />
    </section>
  );
}
