import styles from './NotificationList.module.css';

/** Rows in the shape of notifications while they load. */
export function NotificationSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <ul className={styles.list} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item} aria-hidden="true">
          <span className={styles.link}>
            <span className={`${styles.avatar} ${styles.shimmer}`} />
            <span className={styles.body}>
              <span className={`${styles.line} ${styles.shimmer}`} />
              <span className={`${styles.lineShort} ${styles.shimmer}`} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
