import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { usePageTitle } from '../../lib/pageTitle';
import { getRelayEnvironment } from '../../lib/relay/environment';
import { useRouteQuery, type RouteQueryData } from '../../lib/relay/routeQuery';
import type { ExplorerPageQuery } from './__generated__/ExplorerPageQuery.graphql';
import { ExplorerFilters } from './ExplorerFilters';
import { filtersFromSearch, queryVariables, useExplorerFilters } from './explorerFilters';
import { ExplorerGrid } from './ExplorerGrid';
import styles from './ExplorerPage.module.css';

const query = graphql`
  query ExplorerPageQuery($search: String, $country: String, $city: String, $school: String) {
    ...ExplorerGrid_query @arguments(search: $search, country: $country, city: $city, school: $school)
  }
`;

let liveRef: PreloadedQuery<ExplorerPageQuery> | null = null;
let visits = 0;

/** The preloaded first page, and which visit of the explorer it is. */
interface ExplorerLoaderData extends RouteQueryData<ExplorerPageQuery> {
  visit: number;
}

/**
 * Entering the explorer starts a fresh random list (part 2 §4), so unlike `queryLoader`
 * this never answers from the store: every visit asks the gateway for a new first page,
 * filtered as the URL says.
 */
export function loader({ request }: LoaderFunctionArgs): ExplorerLoaderData {
  liveRef?.dispose();
  const variables = queryVariables(filtersFromSearch(new URL(request.url).searchParams));
  liveRef = loadQuery<ExplorerPageQuery>(getRelayEnvironment(), query, variables, { fetchPolicy: 'network-only' });
  visits += 1;
  return { queryRef: liveRef, visit: visits };
}

/**
 * A change of the filters alone is the grid's to refetch (it keeps its tab); any other
 * navigation here, a link to the explorer included, is a new visit.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** /ControlPanel/explorer: the image feeds (part 2 §2 'Explorer'), filtered on the server. */
export function Component() {
  const data = useRouteQuery<ExplorerPageQuery>(query);
  const { visit } = useLoaderData() as ExplorerLoaderData;
  const heading = usePageTitle('Explorador');
  const { filters, typed, type, clear } = useExplorerFilters();
  return (
    <section className={styles.page} aria-labelledby="explorer-title">
      <header className={styles.header}>
        <h1 id="explorer-title" className={styles.title} {...heading}>
          Explorador
        </h1>
        <ExplorerFilters typed={typed} onType={type} onClear={clear} />
      </header>
      {/* A new visit (even to the same URL) starts over on 'Fotos aleatorias'. */}
      <ExplorerGrid key={visit} query={data} filters={filters} onClearFilters={clear} />
    </section>
  );
}
