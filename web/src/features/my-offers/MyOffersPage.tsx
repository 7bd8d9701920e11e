import { Suspense, useId, type ReactNode } from 'react';
import { fetchQuery, graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { LoadError } from '../../components/LoadError';
import { RetryButton } from '../../components/RetryButton';
import { usePageTitle } from '../../lib/pageTitle';
import { getRelayEnvironment, requireLoaded } from '../../lib/relay/environment';
import { paths } from '../../lib/routing/paths';
import type { MyOffersPageQuery } from './__generated__/MyOffersPageQuery.graphql';
import type { MyOffersPageViewerQuery } from './__generated__/MyOffersPageViewerQuery.graphql';
import { AppliedOffers } from './AppliedOffers';
import { CompanyFiltersBar } from './CompanyFiltersBar';
import { CompanyOffers } from './CompanyOffers';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { InstitutionOffers } from './InstitutionOffers';
import {
  INSTITUTION_TAB_ORDER,
  INSTITUTION_TABS,
  institutionTabParams,
  readCompanyFilters,
  readInstitutionTab,
  readPersonalTab,
  viewOf,
  type InstitutionTab,
  type MyOffersView,
  type PersonalTab,
} from './myOffersView';
import { OfferSkeletons } from './OfferSkeletons';
import { PersonalTabs } from './PersonalTabs';
import { SavedOffers } from './SavedOffers';
import { SegmentedFilter } from './SegmentedFilter';
import styles from './MyOffersPage.module.css';
import { STATUSES_OF_FILTER } from '../../lib/relay/myOffersLists';
import { BUTTONS } from './buttons';

// Who the viewer is decides which lists the page asks for; the shell has usually read it already.
const viewerQuery = graphql`
  query MyOffersPageViewerQuery {
    viewer {
      role
      professionalType
    }
  }
`;

// A company's offers with their counts (candidates load per offer, when opened), an
// institution's educational offers, or the offers a user applied to and saved: one query each way.
const query = graphql`
  query MyOffersPageQuery(
    $company: Boolean!
    $educational: Boolean!
    $applications: Boolean!
    $personal: Boolean!
    $statuses: [JobOfferStatus!]!
    $internshipsOnly: Boolean!
  ) {
    viewer {
      ...CompanyOffers_viewer
        @include(if: $company)
        @arguments(statuses: $statuses, internshipsOnly: $internshipsOnly)
        @alias(as: "companyOffers")
      ...InstitutionOffers_viewer @include(if: $educational) @alias(as: "institutionOffers")
      ...AppliedOffers_viewer @include(if: $applications) @alias(as: "appliedOffers")
      ...SavedOffers_viewer @include(if: $personal) @alias(as: "savedOffers")
    }
  }
`;

interface MyOffersRouteData {
  queryRef: PreloadedQuery<MyOffersPageQuery>;
  view: MyOffersView;
  role: string | null;
  signedIn: boolean;
}

// The reference on screen and the one replacing it stay; older ones are released.
let loaded: PreloadedQuery<MyOffersPageQuery>[] = [];

/** Reads who the viewer is (from the store when the shell has it), then starts their lists. */
export async function loader({ request }: LoaderFunctionArgs): Promise<MyOffersRouteData> {
  const environment = getRelayEnvironment();
  const who = await fetchQuery<MyOffersPageViewerQuery>(
    environment,
    viewerQuery,
    {},
    {
      fetchPolicy: 'store-or-network',
    },
  ).toPromise();
  const viewer = who?.viewer ?? null;
  const view = viewOf(viewer?.role, viewer?.professionalType);
  const params = new URL(request.url).searchParams;
  const filters = readCompanyFilters(params);
  const educational = view === 'institution' && readInstitutionTab(params) === 'educational';
  const variables = {
    company: view === 'company' || (view === 'institution' && !educational),
    educational,
    applications: viewer?.role === 'CREATIVE',
    personal: view === 'personal',
    statuses: STATUSES_OF_FILTER[filters.status],
    internshipsOnly: filters.internshipsOnly,
  };
  const queryRef = loadQuery<MyOffersPageQuery>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  loaded = [...loaded, queryRef];
  while (loaded.length > 2) loaded.shift()?.dispose();
  return { queryRef, view, role: viewer?.role ?? null, signedIn: viewer !== null };
}

/**
 * /ControlPanel/misOfertas (part 2 §2 'My Offers'): a company reviews its offers and their
 * candidates; an institution manages its educational offers (and job offers); a creative
 * follows their applications, and anyone their saved offers.
 */
export function Component() {
  const heading = usePageTitle(MY_OFFERS_TEXTS.title);
  const data = useLoaderData() as MyOffersRouteData;
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        {MY_OFFERS_TEXTS.title}
      </h1>
      <ArrivalNotice />
      {!data.signedIn ? (
        <SignedOut />
      ) : data.view === 'company' ? (
        <CompanyView data={data} />
      ) : data.view === 'institution' ? (
        <InstitutionView data={data} />
      ) : (
        <PersonalView data={data} />
      )}
    </div>
  );
}

/** A stored token the server no longer accepts (part 2 §8 'No token'). */
function SignedOut() {
  return (
    <LoadError title={MY_OFFERS_TEXTS.signInForOffers}>
      <Link to={paths.login()} className={BUTTONS.primary}>
        Iniciar sesión
      </Link>
    </LoadError>
  );
}

function CompanyView({ data }: { data: MyOffersRouteData }) {
  const [params] = useSearchParams();
  const filters = readCompanyFilters(params);
  return (
    <>
      <CompanyFiltersBar filters={filters} />
      <ListBoundary queryRef={data.queryRef} failure={MY_OFFERS_TEXTS.publishedFailed} resetKey={filtersKey(filters)}>
        <CompanyList queryRef={data.queryRef} />
      </ListBoundary>
    </>
  );
}

/** 'Ofertas educativas' (first) or 'Ofertas de empleo', the company's view (README, product notes). */
function InstitutionView({ data }: { data: MyOffersRouteData }) {
  const [params, setParams] = useSearchParams();
  const tab = readInstitutionTab(params);
  return (
    <>
      <SegmentedFilter<InstitutionTab>
        label="Tipo de ofertas"
        options={INSTITUTION_TAB_ORDER}
        labelOf={(each) => INSTITUTION_TABS[each].label}
        value={tab}
        onChange={(each) => setParams(institutionTabParams(each))}
      />
      {tab === 'jobs' ? (
        <CompanyView data={data} />
      ) : (
        <ListBoundary queryRef={data.queryRef} failure={MY_OFFERS_TEXTS.publishedFailed} resetKey="educational">
          <EducationalList queryRef={data.queryRef} />
        </ListBoundary>
      )}
    </>
  );
}

function EducationalList({ queryRef }: { queryRef: PreloadedQuery<MyOffersPageQuery> }) {
  const { viewer } = usePreloadedQuery<MyOffersPageQuery>(query, queryRef);
  if (!viewer) return <SignedOut />;
  return <InstitutionOffers viewer={requireLoaded(viewer.institutionOffers)} />;
}

const filtersKey = ({ status, internshipsOnly }: { status: string; internshipsOnly: boolean }) =>
  `${status}:${internshipsOnly}`;

function CompanyList({ queryRef }: { queryRef: PreloadedQuery<MyOffersPageQuery> }) {
  const { viewer } = usePreloadedQuery<MyOffersPageQuery>(query, queryRef);
  if (!viewer) return <SignedOut />;
  return <CompanyOffers viewer={requireLoaded(viewer.companyOffers)} />;
}

function PersonalView({ data }: { data: MyOffersRouteData }) {
  const [params] = useSearchParams();
  const tab = readPersonalTab(params, data.role);
  const panelId = useId();
  const tabId = (each: PersonalTab) => `${panelId}-${each}`;
  return (
    <>
      <PersonalTabs selected={tab} role={data.role} panelId={panelId} tabId={tabId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.panel}>
        <ListBoundary queryRef={data.queryRef} failure={MY_OFFERS_TEXTS.offersFailed} resetKey="personal">
          <PersonalList queryRef={data.queryRef} tab={tab} />
        </ListBoundary>
      </div>
    </>
  );
}

function PersonalList({ queryRef, tab }: { queryRef: PreloadedQuery<MyOffersPageQuery>; tab: PersonalTab }) {
  const { viewer } = usePreloadedQuery<MyOffersPageQuery>(query, queryRef);
  if (!viewer) return <SignedOut />;
  // Only a Creativo has the applications tab (and its list in the query).
  if (tab === 'applications' && viewer.appliedOffers) return <AppliedOffers viewer={viewer.appliedOffers} />;
  return <SavedOffers viewer={requireLoaded(viewer.savedOffers)} expired={tab === 'expired'} />;
}

interface ListBoundaryProps {
  queryRef: PreloadedQuery<MyOffersPageQuery>;
  failure: string;
  /** A new value (other filters) shows skeletons while that list loads, not the old one. */
  resetKey: string;
  children: ReactNode;
}

/** Skeleton cards while a list loads; the spec's failure text with 'Reintentar' when it fails. */
function ListBoundary({ queryRef, failure, resetKey, children }: ListBoundaryProps) {
  const revalidator = useRevalidator();
  return (
    <FallbackBoundary
      resetKey={queryRef}
      fallback={
        <LoadError title={failure}>
          <button type="button" className={BUTTONS.primary} onClick={() => void revalidator.revalidate()}>
            Reintentar
          </button>
        </LoadError>
      }
    >
      <Suspense key={resetKey} fallback={<OfferSkeletons />}>
        {children}
      </Suspense>
    </FallbackBoundary>
  );
}

/** Who the viewer is could not be read (the loader failed): the spec's text, with a retry. */
export function ErrorBoundary() {
  const heading = usePageTitle(MY_OFFERS_TEXTS.title);
  return (
    <div className={styles.page}>
      <LoadError title={MY_OFFERS_TEXTS.offersFailed} level={1} heading={heading}>
        <RetryButton />
      </LoadError>
    </div>
  );
}
