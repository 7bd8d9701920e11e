import styles from './CreativesPage.module.css';

/** Grey cards where creatives are coming, with `label` above them (announced once). */
export function CreativeCardSkeletons({ count = 9, label }: { count?: number; label: string }) {
  return (
    <div role="status">
      <p className={styles.message}>{label}</p>
      <ul className={styles.skeletons} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonCover} />
            <span className={styles.skeletonAvatar} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
