import styles from './Offers.module.css';

/** The Ofertas tab while its offers load: three grey cards, announced once. */
export function OffersSkeleton() {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">Cargando ofertas...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true" />
      ))}
    </div>
  );
}
