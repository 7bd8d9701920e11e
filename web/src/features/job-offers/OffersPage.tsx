import { Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useRouteError, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/pageTitle';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { OffersPageQuery } from './__generated__/OffersPageQuery.graphql';
import { OfferCardSkeletons } from './OfferCardSkeletons';
import { filtersFromSearch, queryVariables } from './offerFilters';
import { offerTabId, OfferTabs } from './OfferTabs';
import { OffersFilters, type OfferSuggestions } from './OffersFilters';
import { OffersList, OffersListError } from './OffersList';
import { OFFERS_TEXTS } from './offersTexts';
import { useOfferFilters } from './useOfferFilters';
import page from '../../components/layout/Page.module.css';

const query = graphql`
  query OffersPageQuery(
    $search: String
    $country: String
    $city: String
    $companyName: String
    $minimumSalary: Int
    $jobType: JobType
    $locationType: LocationType
    $internshipsOnly: Boolean
  ) {
    ...OffersList_query
  }
`;

export const loader = queryLoader<OffersPageQuery>(query, ({ request }) =>
  queryVariables(filtersFromSearch(new URL(request.url).searchParams)),
);

/**
 * /ControlPanel/offers (and offers/{offerId}, the same list): the public job offers with
 * their filters and tabs, all kept in the URL and applied by the server.
 */
export function Component() {
  const [search] = useSearchParams();
  return (
    <OffersLayout>
      {(ids) => (
        // A new boundary per filter set, so a new search shows the skeleton cards.
        <Suspense key={search.toString()} fallback={<OfferCardSkeletons label={OFFERS_TEXTS.loading} />}>
          <Offers {...ids} />
        </Suspense>
      )}
    </OffersLayout>
  );
}

interface ListIds {
  labelledBy: string;
  panelId: string;
  onSuggestions: (suggestions: OfferSuggestions) => void;
}

function Offers(props: ListIds) {
  const data = useRouteQuery<OffersPageQuery>(query);
  return <OffersList query={data} {...props} />;
}

/** The title, filters and tabs around the list, which stay while the list loads or fails. */
function OffersLayout({ children }: { children: (ids: ListIds) => ReactNode }) {
  const heading = usePageTitle(OFFERS_TEXTS.title);
  const idBase = useId();
  const filtering = useOfferFilters();
  const { filters, choose } = filtering;
  const [suggestions, setSuggestions] = useState<OfferSuggestions>({ countries: [], cities: [] });
  // Suggestions grow with what was loaded, so narrowing the list keeps the other places on offer.
  const addSuggestions = useCallback(
    (seen: OfferSuggestions) =>
      setSuggestions((known) => ({
        countries: merged(known.countries, seen.countries),
        cities: merged(known.cities, seen.cities),
      })),
    [],
  );
  const panelId = `${idBase}-panel`;

  return (
    <div className={page.page}>
      <h1 className={page.title} {...heading}>
        {OFFERS_TEXTS.title}
      </h1>
      <OffersFilters filtering={filtering} suggestions={suggestions} />
      <OfferTabs
        selected={filters.jobType}
        onSelect={(jobType) => choose({ jobType })}
        panelId={panelId}
        idBase={idBase}
      />
      {children({ labelledBy: offerTabId(idBase, filters.jobType), panelId, onSuggestions: addSuggestions })}
    </div>
  );
}

/** `known` with the new values, each once, in Spanish alphabetical order; the same array when nothing is new. */
function merged(known: readonly string[], seen: readonly string[]): readonly string[] {
  const fresh = seen.filter((value, index) => value && !known.includes(value) && seen.indexOf(value) === index);
  return fresh.length === 0 ? known : [...known, ...fresh].sort((a, b) => a.localeCompare(b, 'es'));
}

/** A failed list keeps the filters and tabs, so they can still be changed; 'Reintentar' loads it again. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A refused session is the shell's to handle (it ends the session and says so).
  if (isUnauthenticated(error)) throw error;
  return (
    <OffersLayout>
      {({ labelledBy, panelId }) => <OffersListError labelledBy={labelledBy} panelId={panelId} />}
    </OffersLayout>
  );
}
