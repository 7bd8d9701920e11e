import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { Masonry, type MasonryBreakpoints } from '../../components/Masonry';
import { PageLoader } from '../../components/PageLoader';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { paths } from '../../lib/routing/paths';
import { getSessionState, subscribeToSession } from '../../lib/session';
import type { ExplorerFeed, ExplorerGridPaginationQuery } from './__generated__/ExplorerGridPaginationQuery.graphql';
import type { ExplorerGrid_query$key } from './__generated__/ExplorerGrid_query.graphql';
import { hasFilters, queryVariables, type ExplorerFilters } from './explorerFilters';
import { ExplorerImageCard } from './ExplorerImageCard';
import { ExplorerTabs } from './ExplorerTabs';
import styles from './ExplorerGrid.module.css';
import { requireLoaded } from '../../lib/relay/environment';

/** Images per page (part 2 §9). */
export const EXPLORER_PAGE_SIZE = 14;

/** Part 2 §2: 5 columns by default, 5 at 1400, 4 at 1200, 3 at 992, 2 at 768 and 480. */
export const explorerColumns: MasonryBreakpoints = { default: 5, 1400: 5, 1200: 4, 992: 3, 768: 2, 480: 2 };

// The column width for each breakpoint above; wider than 769 px the 240 px sidebar is
// not part of the grid.
const columnSizes = [
  '(max-width: 768px) 50vw',
  '(max-width: 769px) 34vw',
  '(max-width: 992px) calc((100vw - 240px) / 3)',
  '(max-width: 1200px) calc((100vw - 240px) / 4)',
  'calc((100vw - 240px) / 5)',
].join(', ');

const fragment = graphql`
  fragment ExplorerGrid_query on Query
  @refetchable(queryName: "ExplorerGridPaginationQuery")
  @argumentDefinitions(
    feed: { type: "ExplorerFeed", defaultValue: RANDOM }
    search: { type: "String" }
    country: { type: "String" }
    city: { type: "String" }
    school: { type: "String" }
    count: { type: "Int", defaultValue: 14 }
    cursor: { type: "String" }
  ) {
    explorer(
      feed: $feed
      search: $search
      country: $country
      city: $city
      school: $school
      first: $count
      after: $cursor
    ) @connection(key: "ExplorerGrid_explorer") {
      edges {
        node {
          image {
            width
            height
          }
          post {
            id
          }
          ...ExplorerImageCard_explorerImage
        }
      }
    }
  }
`;

type LoadState = 'idle' | 'failed' | 'stopped';

interface ExplorerGridProps {
  query: ExplorerGrid_query$key;
  /** The filters of the URL; the page's query was loaded with those of the visit's start. */
  filters: ExplorerFilters;
  onClearFilters: () => void;
}

/**
 * The explorer's tabs and masonry grid with infinite scroll. A tab change clears the list
 * and loads the feed afresh (a new random draw for 'Fotos aleatorias'); Staff Picks is a
 * single page; 'Siguiendo' (signed in only) pages the followed accounts' posts, newest first; a change of the filters reads the tab's feed again, filtered on the server.
 * A 401 while loading more ends the list silently.
 */
export function ExplorerGrid({ query, filters, onClearFilters }: ExplorerGridProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ExplorerGridPaginationQuery,
    ExplorerGrid_query$key
  >(fragment, query);
  const signedIn = useSyncExternalStore(subscribeToSession, getSessionState) === 'signedIn';
  const feeds: ExplorerFeed[] = signedIn ? ['RANDOM', 'STAFF_PICKS', 'FOLLOWING'] : ['RANDOM', 'STAFF_PICKS'];
  const [chosenFeed, setFeed] = useState<ExplorerFeed>('RANDOM');
  // A session that ends while 'Siguiendo' shows goes back to the first tab.
  const feed = feeds.includes(chosenFeed) ? chosenFeed : 'RANDOM';
  const [switching, startSwitch] = useTransition();
  const [loadState, setLoadState] = useState<LoadState>('idle');
  const panelId = useId();
  const tabId = useCallback((tab: ExplorerFeed) => `${panelId}-${tab}`, [panelId]);

  const nodes = useMemo(
    () => uniqueByPost(requireLoaded(data.explorer).edges.map((edge) => edge.node)),
    [data.explorer],
  );
  const canLoadMore = feed !== 'STAFF_PICKS' && hasNext && !isLoadingNext && !switching && loadState === 'idle';
  const variables = queryVariables(filters);
  const filtersKey = JSON.stringify(variables);

  function load(nextFeed: ExplorerFeed, nextVariables: ReturnType<typeof queryVariables>) {
    setLoadState('idle');
    startSwitch(() => {
      refetch({ feed: nextFeed, ...nextVariables }, { fetchPolicy: 'network-only' });
    });
  }

  // The feed and filters the shown list was read with (the page's query read the URL's at the
  // start): a new tab, a session ending on 'Siguiendo' or a new filter reads the list again.
  const shownKey = `${feed} ${filtersKey}`;
  const shown = useRef(shownKey);
  const reload = useEffectEvent(() => load(feed, variables));
  useEffect(() => {
    if (shown.current === shownKey) return;
    shown.current = shownKey;
    reload();
  }, [shownKey]);

  function onPageLoaded(error: Error | null) {
    if (error) setLoadState(isUnauthenticated(error) ? 'stopped' : 'failed');
  }

  function loadMore() {
    if (canLoadMore) loadNext(EXPLORER_PAGE_SIZE, { onComplete: onPageLoaded });
  }

  function retry() {
    setLoadState('idle');
    loadNext(EXPLORER_PAGE_SIZE, { onComplete: onPageLoaded });
  }

  return (
    <div className={styles.feed}>
      <ExplorerTabs feeds={feeds} feed={feed} onSelect={setFeed} panelId={panelId} tabId={tabId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(feed)} aria-busy={switching || isLoadingNext}>
        {switching ? (
          <PageLoader />
        ) : nodes.length === 0 ? (
          <EmptyFeed feed={feed} filtered={hasFilters(filters)} onClearFilters={onClearFilters} />
        ) : (
          <Masonry
            items={nodes}
            breakpoints={explorerColumns}
            getKey={(node) => node.post.id}
            aspectRatio={(node) => (node.image.width > 0 ? node.image.height / node.image.width : 1)}
            renderItem={(node, { row }) => (
              <ExplorerImageCard explorerImage={node} sizes={columnSizes} eager={row === 0} />
            )}
          />
        )}
        <InfiniteScrollSentinel onVisible={loadMore} disabled={!canLoadMore} />
        {isLoadingNext && (
          <p className={styles.message} role="status">
            Cargando...
          </p>
        )}
        {loadState === 'failed' && (
          <p className={styles.message} role="alert">
            No se pudieron cargar más imágenes.{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              Reintentar
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

interface EmptyFeedProps {
  feed: ExplorerFeed;
  filtered: boolean;
  onClearFilters: () => void;
}

function EmptyFeed({ feed, filtered, onClearFilters }: EmptyFeedProps) {
  if (!filtered && feed === 'FOLLOWING') {
    return (
      <p className={styles.message}>
        Aquí verás las publicaciones de las personas que sigues.{' '}
        <Link className={styles.retry} to={paths.creatives()}>
          Descubre creativos
        </Link>
      </p>
    );
  }
  if (!filtered) return <p className={styles.message}>No hay imágenes para mostrar.</p>;
  return (
    <p className={styles.message}>
      No hay imágenes que coincidan con los filtros.{' '}
      <button type="button" className={styles.retry} onClick={onClearFilters}>
        Borrar filtros
      </button>
    </p>
  );
}

// The gateway never repeats a post within a connection; this keeps React keys unique
// should a page ever overlap anyway. (Two posts may share an image file: both show.)
function uniqueByPost<T extends { post: { id: string } }>(nodes: readonly T[]): T[] {
  const seen = new Set<string>();
  return nodes.filter((node) => {
    if (seen.has(node.post.id)) return false;
    seen.add(node.post.id);
    return true;
  });
}
