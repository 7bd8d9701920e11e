import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TAB_LABELS, TABS, type SearchTab } from './searchGroups';
import styles from './SearchTabs.module.css';

interface SearchTabsProps {
  tab: SearchTab;
  /** Each tab's count; null while the search loads. */
  counts: Record<SearchTab, number> | null;
  onSelect: (tab: SearchTab) => void;
  panelId: string;
  tabId: (tab: SearchTab) => string;
}

/** Keys that move the focus along the tabs, and where to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Todos, Usuarios, Publicaciones, Ofertas de trabajo and Oportunidades educativas, each with
 * its count (spec part 1 §2). Arrows, Home and End move the focus; Enter, Space or a click
 * opens a tab, which is one search call.
 */
export function SearchTabs({ tab, counts, onSelect, panelId, tabId }: SearchTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the open one (a group opened from its '+N más') is brought into sight.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    tabs[move(tabs.indexOf(document.activeElement as HTMLElement), tabs.length)]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label="Resultados por tipo" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((each) => (
        <button
          key={each}
          id={tabId(each)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={each === tab}
          aria-controls={panelId}
          tabIndex={each === tab ? 0 : -1}
          onClick={() => each !== tab && onSelect(each)}
        >
          {TAB_LABELS[each]}
          {counts && (
            <>
              {' '}
              <span className={styles.count}>({counts[each]})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
