import { useId, type ReactNode } from 'react';
import styles from './AccountSettingsPanel.module.css';

/** One part of the account settings: a region named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
