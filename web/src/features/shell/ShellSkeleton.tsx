import { ContentSkeleton } from '../../components/ContentSkeleton';
import layout from './ShellLayout.module.css';
import styles from './ShellSkeleton.module.css';

/**
 * The shell's outline (header bar, sidebar, a skeleton screen) while its code downloads on
 * the first page load; ShellLayout replaces it with the same grid. Static and small: it is
 * part of the entry chunk.
 */
export function ShellSkeleton() {
  return (
    <div className={layout.shell}>
      <div className={`${layout.header} ${styles.header}`} aria-hidden="true" />
      <div className={`${layout.sidebar} ${styles.sidebar}`} aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <span key={index} className={styles.item} />
        ))}
      </div>
      <main className={layout.main}>
        <ContentSkeleton />
      </main>
    </div>
  );
}
