import { useState } from 'react';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { OFFERS_PAGE_SIZE } from '../profileLayout';
import { OfferCard, OffersEmpty, type OfferCardProps, type OffersEmptyTexts } from './OfferCard';
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
  /** The offers, each with its ID for the list's key; none shows the empty state. */
  offers: ReadonlyArray<OfferCardProps & { id: string }>;
  empty: OffersEmptyTexts;
  /** The account's own profile: the empty state links to creating an offer. */
  own: boolean;
  pagination: OffersPagination;
}

/** A list of offers that loads its next page as its end comes near, with its failure and retry. */
export function OffersList({ label, offers, empty, own, pagination }: OffersListProps) {
  const { hasNext, isLoadingNext, loadNext } = pagination;
  const [failed, setFailed] = useState(false);

  function loadMore() {
    loadNext(OFFERS_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  if (offers.length === 0) return <OffersEmpty texts={empty} own={own} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {offers.map(({ id, ...offer }) => (
          <OfferCard key={id} {...offer} />
        ))}
      </ul>
      <InfiniteScrollSentinel onVisible={loadMore} disabled={!hasNext || isLoadingNext || failed} />
      <OffersFooter loading={isLoadingNext} failed={failed} onRetry={loadMore} />
    </>
  );
}
