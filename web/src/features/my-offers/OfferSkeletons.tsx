import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import styles from './OfferSkeletons.module.css';

/** Grey offer cards where a list will be, announced once (a list loading, or its next page). */
export function OfferSkeletons({ count = 4, label = 'Cargando ofertas...' }: { count?: number; label?: string }) {
  return (
    <div role="status" className={styles.skeletons}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <span className={styles.logo} />
          <span className={styles.lines}>
            <span className={styles.line} />
            <span className={`${styles.line} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** How many offers each further page of a list brings. */
export const OFFERS_PAGE_SIZE = 20;

export interface NextOffersProps {
  loadNext: (count: number) => unknown;
  hasNext: boolean;
  isLoadingNext: boolean;
}

/** The end of an offers list: the next page loads as it comes near (200 px), shown as skeletons. */
export function NextOffers({ loadNext, hasNext, isLoadingNext }: NextOffersProps) {
  return (
    <>
      <InfiniteScrollSentinel onVisible={() => loadNext(OFFERS_PAGE_SIZE)} disabled={!hasNext || isLoadingNext} />
      {isLoadingNext && <OfferSkeletons count={2} />}
    </>
  );
}
