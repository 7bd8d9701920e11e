import { MODERATION_TEXTS } from './moderationTexts';
import styles from './ModerationPage.module.css';

const SECTIONS = 3;
const CARDS = 2;

/** Grey shapes where the three lists and their cards will be, announced once. */
export function ModerationSkeleton() {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{MODERATION_TEXTS.loading}</span>
      {Array.from({ length: SECTIONS }, (_, section) => (
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
