import { useId, type ReactNode } from 'react';
import styles from './About.module.css';

/** One read-only section of the Acerca de tab, named by its heading. */
export function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of short words (skills, software, languages, tags) as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The tab's text when a profile has nothing to show in it yet. */
export function EmptyAbout() {
  return <p className={styles.empty}>Este perfil todavía no tiene información.</p>;
}
