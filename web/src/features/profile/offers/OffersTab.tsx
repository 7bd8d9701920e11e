import { Suspense, useState } from 'react';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { OffersPanel, type OffersPanelProps } from './OffersPanel';
import { OffersSkeleton } from './OffersSkeleton';
import styles from './Offers.module.css';

/**
 * The Ofertas tab: its offers load when it opens (the profile itself costs no offer
 * call), with a skeleton meanwhile and, when they fail, the spec's text with Reintentar
 * instead of taking the whole profile down.
 */
export function OffersTab(props: Omit<OffersPanelProps, 'attempt'>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <FallbackBoundary
      resetKey={attempt}
      fallback={
        <p className={styles.status} role="alert">
          No se pudieron cargar las ofertas.{' '}
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            Reintentar
          </button>
        </p>
      }
    >
      <Suspense fallback={<OffersSkeleton />}>
        <OffersPanel {...props} attempt={attempt} />
      </Suspense>
    </FallbackBoundary>
  );
}
