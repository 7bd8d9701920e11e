import { useId, type ReactNode } from 'react';
import styles from './CreatePostPage.module.css';

/** One numbered step of the form, a region named by its title. */
export function FormStep({ number, title, children }: { number?: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {/* The number is what the eye follows; the region is named by its title alone. */}
        {number !== undefined && (
          <span className={styles.stepNumber} aria-hidden="true">
            {number}
          </span>
        )}
        {title}
      </h2>
      {children}
    </section>
  );
}
