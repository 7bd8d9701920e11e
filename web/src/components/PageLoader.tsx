import styles from './PageLoader.module.css';

/** The loading state of a screen or section. */
export function PageLoader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
