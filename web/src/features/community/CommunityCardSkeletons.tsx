import styles from './FollowList.module.css';

/** Grey cards where accounts will be, announced once (a list loading, or its next page). */
export function CommunityCardSkeletons({ label = 'Cargando...', count = 8 }: { label?: string; count?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonPicture} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
