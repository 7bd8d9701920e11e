import type { MouseEvent } from 'react';
import { SECTIONS } from './sections';
import styles from './JobOfferForm.module.css';

/**
 * The sidebar's anchors. A click scrolls to the section and moves focus to its heading,
 * without a router navigation (the URL's hash is no route).
 */
export function SectionNav() {
  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }
  return (
    <nav className={styles.nav} aria-label="Secciones de la oferta">
      <ol className={styles.navList}>
        {SECTIONS.map((section) => (
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
