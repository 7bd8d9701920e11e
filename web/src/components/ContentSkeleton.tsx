import styles from './ContentSkeleton.module.css';

const TILES = 8;

/**
 * The loading state of a whole screen: grey shapes where its title and content will be,
 * announced once as 'Cargando...'. The frame around it (the shell) is already there.
 */
export function ContentSkeleton({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{label}</span>
      <div className={styles.title} aria-hidden="true" />
      <div className={styles.line} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: TILES }, (_, index) => (
          <div key={index} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}
