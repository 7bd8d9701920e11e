import { FASHION_TEXTS } from './fashionTexts';
import styles from './FashionPage.module.css';

/** Grey cards where institutions are coming, with 'Cargando...' announced once. */
export function InstitutionSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status">
      <p className={styles.loading}>{FASHION_TEXTS.loading}</p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}
