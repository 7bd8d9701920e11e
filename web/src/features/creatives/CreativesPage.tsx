import { Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useRouteError, useSearchParams } from 'react-router';
import { Modal } from '../../components/Modal';
import { Tabs } from '../../components/Tabs';
import { usePageTitle } from '../../lib/pageTitle';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { CreativesPageQuery } from './__generated__/CreativesPageQuery.graphql';
import { CreativeCardSkeletons } from './CreativeCardSkeletons';
import { CreativesFilters } from './CreativesFilters';
import { CreativesList, CreativesListError } from './CreativesList';
import { CREATIVES_TEXTS } from './creativesTexts';
import { DraggableFilterButton } from './DraggableFilterButton';
import { useCreativeFilters } from './useCreativeFilters';
import { filtersFromSearch, queryVariables } from './creativeFilters';
import styles from './CreativesPage.module.css';
import page from '../../components/layout/Page.module.css';

const query = graphql`
  query CreativesPageQuery(
    $search: String
    $country: String
    $city: String
    $school: String
    $graduationYear: Int
    $skills: [String!]
    $software: [String!]
    $internshipsOnly: Boolean
  ) {
    ...CreativesList_query
  }
`;

export const loader = queryLoader<CreativesPageQuery>(query, ({ request }) =>
  queryVariables(filtersFromSearch(new URL(request.url).searchParams)),
);

interface ListProps {
  onCountries: (countries: readonly string[]) => void;
}

/** /ControlPanel/creatives: the creatives directory, its filters in the URL and applied by the server. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <CreativesLayout>
      {(props) => (
        // A new boundary per filter set, so new filters show the skeleton cards.
        <Suspense key={search.toString()} fallback={<CreativeCardSkeletons label={CREATIVES_TEXTS.loading} />}>
          <Creatives {...props} />
        </Suspense>
      )}
    </CreativesLayout>
  );
}

function Creatives(props: ListProps) {
  const data = useRouteQuery<CreativesPageQuery>(query);
  return <CreativesList query={data} {...props} />;
}

const tabId = (idBase: string, internships: boolean) => `${idBase}-${internships ? 'practicas' : 'todos'}`;

/**
 * The title, tabs and filters around the list, which stay while the list loads or fails; the
 * tabs' panel too, so the tabs control an element while the skeletons show.
 */
function CreativesLayout({ children }: { children: (props: ListProps) => ReactNode }) {
  const heading = usePageTitle(CREATIVES_TEXTS.title);
  const idBase = useId();
  const { filters, panel, apply, clear, chooseTab } = useCreativeFilters();
  const [countries, setCountries] = useState<readonly string[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const onCountries = useCallback((known: readonly string[]) => setCountries(known), []);
  const panelId = `${idBase}-panel`;
  const form = (afterward?: () => void) => (
    <CreativesFilters
      // A URL changed from outside (Back, a shared link) refills the fields.
      key={JSON.stringify(panel)}
      applied={panel}
      countries={countries}
      onApply={(next) => {
        apply(next);
        afterward?.();
      }}
      onClear={() => {
        clear();
        afterward?.();
      }}
    />
  );

  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 className={page.title} {...heading}>
          {CREATIVES_TEXTS.title}
        </h1>
        <p className={styles.description}>{CREATIVES_TEXTS.description}</p>
      </header>
      <CreativesTabs internships={filters.internships} onSelect={chooseTab} idBase={idBase} panelId={panelId} />
      <div className={styles.layout}>
        {/* Not an aside: a complementary landmark inside the main one is an axe best-practice failure. */}
        <div className={styles.sidebar}>{form()}</div>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(idBase, filters.internships)}
          className={`${styles.results} ${styles.panel}`}
        >
          {children({ onCountries })}
        </div>
      </div>
      <div className={styles.mobileOnly}>
        <DraggableFilterButton onOpen={() => setDialogOpen(true)} />
      </div>
      {dialogOpen && (
        <Modal title={CREATIVES_TEXTS.filtersTitle} onClose={() => setDialogOpen(false)}>
          {form(() => setDialogOpen(false))}
        </Modal>
      )}
    </div>
  );
}

interface CreativesTabsProps {
  internships: boolean;
  onSelect: (internships: boolean) => void;
  idBase: string;
  panelId: string;
}

/** 'Todos los usuarios' / 'Disponible para prácticas' (automatic activation: the arrows move and select). */
function CreativesTabs({ internships, onSelect, idBase, panelId }: CreativesTabsProps) {
  return (
    <Tabs
      label="Creativos"
      items={[
        { id: 'todos', label: CREATIVES_TEXTS.allTab },
        { id: 'practicas', label: CREATIVES_TEXTS.internshipsTab },
      ]}
      selected={internships ? 'practicas' : 'todos'}
      onSelect={(id) => onSelect(id === 'practicas')}
      tabId={(id) => tabId(idBase, id === 'practicas')}
      panelId={panelId}
      activation="automatic"
      variant="pill"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}

/** A failed list keeps the title, tabs and filters; 'Reintentar' loads it again. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A refused session is the shell's to handle (it ends the session and says so).
  if (isUnauthenticated(error)) throw error;
  return <CreativesLayout>{() => <CreativesListError />}</CreativesLayout>;
}
