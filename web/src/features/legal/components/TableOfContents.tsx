import { useId, type MouseEvent } from 'react';
import type { LegalSection } from '../lib/legalText';
import styles from './TableOfContents.module.css';

/**
 * The numbered index of a long document. A click scrolls to the section and moves focus to
 * its heading without adding a history entry, so 'Volver' still leaves the page.
 */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const titleId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Índice
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function jumpTo(event: MouseEvent, id: string) {
  const heading = document.getElementById(id)?.querySelector<HTMLElement>('h2');
  if (!heading) return;
  event.preventDefault();
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  heading.focus({ preventScroll: true });
}
