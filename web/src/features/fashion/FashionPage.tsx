import { Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useRouteError, useSearchParams } from 'react-router';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { FashionPageQuery } from './__generated__/FashionPageQuery.graphql';
import { filtersFromSearch, queryVariables } from './fashionFilters';
import { FashionFiltersForm } from './FashionFiltersForm';
import { FASHION_TEXTS } from './fashionTexts';
import { InstitutionSkeletons } from './InstitutionSkeletons';
import { InstitutionsList } from './InstitutionsList';
import { useFashionFilters } from './useFashionFilters';
import styles from './FashionPage.module.css';
import page from '../../components/layout/Page.module.css';

const query = graphql`
  query FashionPageQuery(
    $search: String
    $country: String
    $city: String
    $centerType: CenterType
    $educationLevel: EducationLevel
    $modality: StudyModality
    $category: StudyCategory
  ) {
    ...InstitutionsList_query
  }
`;

export const loader = queryLoader<FashionPageQuery>(query, ({ request }) =>
  queryVariables(filtersFromSearch(new URL(request.url).searchParams)),
);

/** /ControlPanel/fashion ('Estudiar moda'): the institutions with their filters, kept in the URL, applied by the server. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <FashionLayout>
      {/* A new boundary per filter set, so a new search shows the skeleton cards. */}
      <Suspense key={search.toString()} fallback={<InstitutionSkeletons />}>
        <Institutions />
      </Suspense>
    </FashionLayout>
  );
}

function Institutions() {
  const data = useRouteQuery<FashionPageQuery>(query);
  return <InstitutionsList query={data} />;
}

/** The title and filters, which stay while the list loads or fails. */
function FashionLayout({ children }: { children: ReactNode }) {
  const heading = usePageTitle(FASHION_TEXTS.title);
  const { filters, typed, type, choose } = useFashionFilters();
  return (
    <div className={page.page}>
      <h1 className={page.title} {...heading}>
        {FASHION_TEXTS.title}
      </h1>
      <ArrivalNotice />
      <FashionFiltersForm filters={filters} typed={typed} onType={type} onChoose={choose} />
      <section aria-label="Instituciones">{children}</section>
    </div>
  );
}

/** A failed list keeps the filters, so they can still be changed; 'Reintentar' loads it again. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A refused session is the shell's to handle.
  if (isUnauthenticated(error)) throw error;
  return (
    <FashionLayout>
      <div className={styles.error} role="alert">
        <p>{FASHION_TEXTS.loadFailed}</p>
        <RetryButton />
      </div>
    </FashionLayout>
  );
}
