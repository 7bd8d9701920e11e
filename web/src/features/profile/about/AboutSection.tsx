import { useId, type ReactNode } from 'react';
import type { CvEntry } from '../cvText';
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

/** A section of one text (the summary); nothing when there is none. */
export function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  return text ? (
    <AboutSection title={title}>
      <p className={styles.text}>{text}</p>
    </AboutSection>
  ) : null;
}

/** A section of short words (skills, software, languages, tags) as chips; nothing when empty. */
export function ChipSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <AboutSection title={title}>
      <ul className={styles.chips} aria-label={title}>
        {items.map((item) => (
          <li key={item} className={styles.chip}>
            {item}
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}

/** A section of entries (education, experience, milestones); nothing when empty. */
export function EntrySection({ title, entries }: { title: string; entries: readonly CvEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <AboutSection title={title}>
      <ul className={styles.entries}>
        {entries.map((entry, index) => (
          <li key={index} className={styles.entry}>
            <h3 className={styles.entryTitle}>{entry.title}</h3>
            {entry.meta && <p className={styles.entryMeta}>{entry.meta}</p>}
            {entry.dates && <p className={styles.entryDates}>{entry.dates}</p>}
            {entry.text && <p className={styles.text}>{entry.text}</p>}
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}

/** The tab's text when a profile has nothing to show in it yet. */
export function EmptyAbout() {
  return <p className={styles.empty}>Este perfil todavía no tiene información.</p>;
}
