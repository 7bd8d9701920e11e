import type { MouseEvent } from 'react';
import styles from './OfferForm.module.css';

interface SectionNavProps {
  sections: ReadonlyArray<{ id: string; title: string }>;
  /** The navigation's accessible name: 'Secciones de la oferta'. */
  label: string;
}

/**
 * The sidebar's anchors of an offer form. A click scrolls to the section and moves focus
 * to its heading, without a router navigation (the URL's hash is no route).
 */
export function SectionNav({ sections, label }: SectionNavProps) {
  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }
  return (
    <nav className={styles.nav} aria-label={label}>
      <ol className={styles.navList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.navLink} onClick={(event) => go(event, section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
