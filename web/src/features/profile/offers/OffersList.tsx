import { useState, type ReactNode } from 'react';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { OFFERS_PAGE_SIZE } from '../profileLayout';
import { OffersFooter } from './OffersFooter';
import styles from './Offers.module.css';

/** What usePaginationFragment gives a list of offers. */
export interface OffersPagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

interface OffersListProps {
  label: string;
  /** The offers' cards (OfferCard); none shows `empty`. */
  cards: ReactNode[];
  empty: ReactNode;
  pagination: OffersPagination;
}

/** A list of offers that loads its next page as its end comes near, with its failure and retry. */
export function OffersList({ label, cards, empty, pagination }: OffersListProps) {
  const { hasNext, isLoadingNext, loadNext } = pagination;
  const [failed, setFailed] = useState(false);

  function loadMore() {
    loadNext(OFFERS_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  if (cards.length === 0) return empty;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {cards}
      </ul>
      <InfiniteScrollSentinel onVisible={loadMore} disabled={!hasNext || isLoadingNext || failed} />
      <OffersFooter loading={isLoadingNext} failed={failed} onRetry={loadMore} />
    </>
  );
}
