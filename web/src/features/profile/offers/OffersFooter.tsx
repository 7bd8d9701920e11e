import styles from './Offers.module.css';

/** Below an offer list: 'Cargando ofertas...' while a page loads, the failure with Reintentar. */
export function OffersFooter({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) {
  if (loading) {
    return (
      <p className={styles.status} role="status">
        Cargando ofertas...
      </p>
    );
  }
  if (!failed) return null;
  return (
    <p className={styles.status} role="alert">
      No se pudieron cargar las ofertas.{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Reintentar
      </button>
    </p>
  );
}
