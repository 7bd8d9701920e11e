import { Suspense, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import type { CandidatesPanelQuery } from './__generated__/CandidatesPanelQuery.graphql';
import type { CandidatesPanel_offer$key } from './__generated__/CandidatesPanel_offer.graphql';
import { CandidateCard } from './CandidateCard';
import { CandidateSkeletons } from './CandidateSkeletons';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import {
  CANDIDATE_FILTER_ORDER,
  CANDIDATE_FILTERS,
  matchesCandidateFilter,
  type CandidateFilter,
} from './myOffersView';
import { SegmentedFilter } from './SegmentedFilter';
import styles from './Candidates.module.css';

/**
 * At most 100 candidates per offer (the graph's page limit), newest first. Their portfolios
 * load apart (CandidatePortfolio): with them this query would pass the graph's cost limit.
 */
export const candidatesQuery = graphql`
  query CandidatesPanelQuery($internalID: String!) {
    jobOffer(internalID: $internalID) {
      ...CandidatesPanel_offer
    }
  }
`;

const fragment = graphql`
  fragment CandidatesPanel_offer on JobOffer {
    applications(first: 100) {
      edges {
        node {
          id
          status
          ...CandidateCard_application
        }
      }
    }
  }
`;

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

/** 'Todos' / 'Seleccionados' / 'Descartados' and 'Mostrar respuestas' over the offer's candidates. */
export function Candidates({ offer, offerId, onMessage }: CandidatesProps) {
  const { applications } = useFragment(fragment, offer);
  const [filter, setFilter] = useState<CandidateFilter>('ALL');
  const [showAnswers, setShowAnswers] = useState(false);
  if (!applications) return <p className={styles.failure}>{MY_OFFERS_TEXTS.candidatesFailed}</p>;
  const edges = applications.edges;
  const shown = edges.filter(({ node }) => matchesCandidateFilter(node.status, filter));
  const countOf = (each: CandidateFilter) =>
    edges.filter(({ node }) => matchesCandidateFilter(node.status, each)).length;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <SegmentedFilter<CandidateFilter>
          label="Filtrar candidatos"
          options={CANDIDATE_FILTER_ORDER}
          labelOf={(each) => `${CANDIDATE_FILTERS[each]} (${countOf(each)})`}
          value={filter}
          onChange={setFilter}
        />
        <button type="button" className={styles.toggle} onClick={() => setShowAnswers(!showAnswers)}>
          {showAnswers ? 'Ocultar respuestas' : 'Mostrar respuestas'}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{MY_OFFERS_TEXTS.noCandidates}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map(({ node }) => (
            <li key={node.id}>
              <CandidateCard application={node} offerId={offerId} showAnswers={showAnswers} onMessage={onMessage} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
