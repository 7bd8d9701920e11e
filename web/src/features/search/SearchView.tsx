import { Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PreloadedQuery } from 'react-relay';
import { FallbackBoundary } from '../../components/FallbackBoundary';
import { LoadError } from '../../components/LoadError';
import type { SearchViewResultsQuery } from './__generated__/SearchViewResultsQuery.graphql';
import type { SearchTab } from './searchGroups';
import { SearchTabs } from './SearchTabs';
import { SearchViewResults } from './SearchViewResults';
import styles from './SearchView.module.css';

interface SearchViewProps {
  query: string;
  tab: SearchTab;
  queryRef: PreloadedQuery<SearchViewResultsQuery>;
  onTab: (tab: SearchTab) => void;
  onRetry: () => void;
  /** Escape, the close button, or a result opened. */
  onClose: () => void;
}

/**
 * The full-screen search view (spec part 1 §2): a modal dialog over the whole page, with the
 * tabs and their counts. The page behind is inert while it is open, so focus stays inside;
 * Escape closes it.
 */
export function SearchView({ query, tab, queryRef, onTab, onRetry, onClose }: SearchViewProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useInertBackground(rootRef);

  useEffect(() => titleRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return createPortal(
    <div ref={rootRef} className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.view} onKeyDown={onKeyDown}>
        <header className={styles.header}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            Resultados de «{query}»
          </h2>
          <button type="button" className={styles.close} aria-label="Cerrar la búsqueda" onClick={onClose}>
            ×
          </button>
        </header>
        <FallbackBoundary
          resetKey={queryRef}
          fallback={
            <LoadError title="No se pudo realizar la búsqueda." text="Comprueba tu conexión e inténtalo de nuevo.">
              <button type="button" className={styles.retry} onClick={onRetry}>
                Reintentar
              </button>
            </LoadError>
          }
        >
          <Suspense fallback={<Loading tab={tab} />}>
            <SearchViewResults queryRef={queryRef} query={query} tab={tab} onTab={onTab} onOpen={onClose} />
          </Suspense>
        </FallbackBoundary>
      </div>
    </div>,
    document.body,
  );
}

/** The tabs without counts and a skeleton of results while the search loads. */
function Loading({ tab }: { tab: SearchTab }) {
  const panelId = useId();
  return (
    <>
      <SearchTabs
        selected={tab}
        counts={null}
        onSelect={() => undefined}
        panelId={panelId}
        tabId={(each) => `${panelId}-${each}`}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} aria-busy="true" className={styles.panel}>
        <p role="status" className="visually-hidden">
          Buscando...
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    </>
  );
}

/** Makes everything beside the view inert (no focus, no clicks, hidden from assistive technology) while it is open. */
function useInertBackground(rootRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    const others = [...document.body.children].filter((element) => element !== root && !element.hasAttribute('inert'));
    for (const element of others) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [rootRef]);
}
