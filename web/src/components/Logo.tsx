import { brand } from '../lib/brand';
import styles from './Logo.module.css';

const monogram = brand.name
  .split(' ')
  .map((word) => word[0])
  .join('');

/** The wordmark (150 px wide on desktop) and its monogram (40 px on mobile); CSS picks one. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.wordmark}
        width="150"
        height="32"
        viewBox="0 0 150 32"
        aria-hidden="true"
        focusable="false"
      >
        <text x="0" y="23" textLength="150" lengthAdjust="spacingAndGlyphs" className={styles.wordmarkText}>
          {brand.name}
        </text>
        <rect x="0" y="29" width="22" height="2" className={styles.accent} />
      </svg>
      <svg className={styles.monogram} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="0.75" y="0.75" width="38.5" height="38.5" rx="2" className={styles.frame} />
        <text x="20" y="26.5" textAnchor="middle" className={styles.monogramText}>
          {monogram}
        </text>
      </svg>
      <span className="visually-hidden">{brand.name}</span>
    </span>
  );
}
