import { MODERATION_TEXTS } from './moderationTexts';
import styles from './ModerationPage.module.css';

const CARDS = 2;

/** Grey shapes where the lists (the page's three, or 'Denuncias' alone) and their cards will be, announced once. */
export function ModerationSkeleton({ sections = 3 }: { sections?: number }) {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{MODERATION_TEXTS.loading}</span>
      {Array.from({ length: sections }, (_, section) => (
        <div key={section} className={styles.skeletonSection} aria-hidden="true">
          <div className={styles.skeletonHeading} />
          {Array.from({ length: CARDS }, (_, card) => (
            <div key={card} className={styles.skeletonCard} />
          ))}
        </div>
      ))}
    </div>
  );
}
