import styles from './OffersPage.module.css';

/** Grey cards where offers are coming, with `label` above them (announced once). */
export function OfferCardSkeletons({ count = 6, label = 'Cargando ofertas...' }: { count?: number; label?: string }) {
  return (
    <div role="status">
      <p className={styles.loadingText}>{label}</p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonTop}>
              <span className={styles.skeletonLogo} />
              <span className={styles.skeletonLines}>
                <span className={styles.skeletonLine} />
                <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
              </span>
            </div>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
