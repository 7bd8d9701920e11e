import { Suspense, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import type { CandidatesPanelQuery } from './__generated__/CandidatesPanelQuery.graphql';
import type { CandidatesPanel_counts$key } from './__generated__/CandidatesPanel_counts.graphql';
import type { CandidatesPanel_offer$key } from './__generated__/CandidatesPanel_offer.graphql';
import type { CandidatesPanelPaginationQuery } from './__generated__/CandidatesPanelPaginationQuery.graphql';
import { CandidateCard } from './CandidateCard';
import { CandidateSkeletons } from './CandidateSkeletons';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { CANDIDATE_FILTER_ORDER, CANDIDATE_FILTERS, type CandidateFilter } from './myOffersView';
import { SegmentedFilter } from './SegmentedFilter';
import styles from './Candidates.module.css';

/**
 * The first page of an offer's candidates ('Todos'), newest first, each with their
 * portfolio: the graph reads a whole page of users' latest posts in one upstream call, so
 * opening the panel is one request whatever the number of candidates. The page size is a
 * variable, as in the refetch query: the graph bounds such lists by the size of the answer
 * (a literal `first` would multiply the query's cost estimate past its limit).
 */
export const candidatesQuery = graphql`
  query CandidatesPanelQuery($internalID: String!, $count: Int = 20) {
    jobOffer(internalID: $internalID) {
      ...CandidatesPanel_offer @arguments(count: $count)
    }
  }
`;

/** The server's counts of the filters: the list holds only the loaded pages of one filter. */
export const candidateCountsFragment = graphql`
  fragment CandidatesPanel_counts on JobOffer {
    applicationsCount
    selected: applications(status: ACCEPTED, first: 1) {
      totalCount
    }
    discarded: applications(status: REJECTED, first: 1) {
      totalCount
    }
  }
`;

const fragment = graphql`
  fragment CandidatesPanel_offer on JobOffer
  @refetchable(queryName: "CandidatesPanelPaginationQuery")
  @argumentDefinitions(
    status: { type: "ApplicationStatus" }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
  ) {
    ...CandidatesPanel_counts
    applications(status: $status, first: $count, after: $cursor) @connection(key: "CandidatesPanel_applications") {
      edges {
        node {
          id
          ...CandidateCard_application
        }
      }
    }
  }
`;

/** How many candidates each page brings. */
const CANDIDATES_PAGE_SIZE = 20;

/** The candidates query's variables for an offer (its REST id): the first page of 'Todos'. */
export const candidatesVariables = (internalID: string) => ({ internalID, count: CANDIDATES_PAGE_SIZE });

interface CandidatesPanelProps {
  queryRef: PreloadedQuery<CandidatesPanelQuery>;
  offerId: string;
  onRetry: () => void;
  onMessage: (text: string, ok: boolean) => void;
}

/** An offer's candidates: skeletons while they load, the spec's text with 'Reintentar' when they fail. */
export function CandidatesPanel({ queryRef, offerId, onRetry, onMessage }: CandidatesPanelProps) {
  return (
    <FallbackBoundary
      resetKey={queryRef}
      fallback={
        <p role="alert" className={styles.failure}>
          {MY_OFFERS_TEXTS.candidatesFailed}{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Reintentar
          </button>
        </p>
      }
    >
      <Suspense fallback={<CandidateSkeletons />}>
        <LoadedCandidates queryRef={queryRef} offerId={offerId} onMessage={onMessage} />
      </Suspense>
    </FallbackBoundary>
  );
}

function LoadedCandidates({ queryRef, offerId, onMessage }: Omit<CandidatesPanelProps, 'onRetry'>) {
  const { jobOffer } = usePreloadedQuery<CandidatesPanelQuery>(candidatesQuery, queryRef);
  // Null: not this viewer's offer (any more), or the session ended.
  if (!jobOffer) return <p className={styles.failure}>{MY_OFFERS_TEXTS.candidatesFailed}</p>;
  return <Candidates offer={jobOffer} offerId={offerId} onMessage={onMessage} />;
}

interface CandidatesProps {
  offer: CandidatesPanel_offer$key;
  offerId: string;
  onMessage: (text: string, ok: boolean) => void;
}

/**
 * 'Todos' / 'Seleccionados' / 'Descartados' (each a list the server filters, counted by it),
 * 'Mostrar respuestas', and 'Ver más candidatos' for the next page.
 */
export function Candidates({ offer, offerId, onMessage }: CandidatesProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CandidatesPanelPaginationQuery,
    CandidatesPanel_offer$key
  >(fragment, offer);
  const [filter, setFilter] = useState<CandidateFilter>('ALL');
  const [showAnswers, setShowAnswers] = useState(false);
  const [filtering, startFiltering] = useTransition();
  const { applications } = data;
  if (!applications) return <p className={styles.failure}>{MY_OFFERS_TEXTS.candidatesFailed}</p>;

  function choose(next: CandidateFilter) {
    setFilter(next);
    // A filter already read comes from the store; the others cost one request.
    startFiltering(() => {
      refetch({ status: next === 'ALL' ? null : next }, { fetchPolicy: 'store-or-network' });
    });
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <CandidateFilters offer={data} value={filter} onChange={choose} />
        <button type="button" className={styles.toggle} onClick={() => setShowAnswers(!showAnswers)}>
          {showAnswers ? 'Ocultar respuestas' : 'Mostrar respuestas'}
        </button>
      </div>
      {filtering ? (
        <CandidateSkeletons />
      ) : applications.edges.length === 0 ? (
        <p className={styles.empty}>{MY_OFFERS_TEXTS.noCandidates}</p>
      ) : (
        <ul className={styles.list}>
          {applications.edges.map(({ node }) => (
            <li key={node.id}>
              <CandidateCard application={node} offerId={offerId} showAnswers={showAnswers} onMessage={onMessage} />
            </li>
          ))}
        </ul>
      )}
      {isLoadingNext && <CandidateSkeletons />}
      {hasNext && !isLoadingNext && !filtering && (
        <button type="button" className={styles.more} onClick={() => loadNext(CANDIDATES_PAGE_SIZE)}>
          Ver más candidatos
        </button>
      )}
    </div>
  );
}

interface CandidateFiltersProps {
  offer: CandidatesPanel_counts$key;
  value: CandidateFilter;
  onChange: (filter: CandidateFilter) => void;
}

/** The three filters, each with how many candidates the server counts in it. */
function CandidateFilters({ offer, value, onChange }: CandidateFiltersProps) {
  const counts = useFragment(candidateCountsFragment, offer);
  const countOf: Record<CandidateFilter, number> = {
    ALL: counts.applicationsCount ?? 0,
    ACCEPTED: counts.selected?.totalCount ?? 0,
    REJECTED: counts.discarded?.totalCount ?? 0,
  };
  return (
    <SegmentedFilter<CandidateFilter>
      label="Filtrar candidatos"
      options={CANDIDATE_FILTER_ORDER}
      labelOf={(each) => `${CANDIDATE_FILTERS[each]} (${countOf[each]})`}
      value={value}
      onChange={onChange}
    />
  );
}
