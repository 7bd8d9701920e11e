import styles from './ProfileSkeleton.module.css';

/** The profile while it loads: the left column and the gallery as grey shapes, announced once. */
export function ProfileSkeleton() {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">Cargando perfil...</span>
      <div className={styles.sidebar} aria-hidden="true">
        <div className={styles.photo} />
        <div className={styles.line} />
        <div className={styles.shortLine} />
        <div className={styles.line} />
      </div>
      <div className={styles.gallery} aria-hidden="true">
        {Array.from({ length: 9 }, (_, index) => (
          <div key={index} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}
