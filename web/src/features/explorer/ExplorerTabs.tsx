import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ExplorerFeed } from './__generated__/ExplorerGridPaginationQuery.graphql';
import styles from './ExplorerTabs.module.css';

/** After a click both tabs ignore clicks for this long (part 2 §9). */
export const TAB_LOCK_MS = 500;

export const explorerTabs: ReadonlyArray<{ feed: ExplorerFeed; label: string }> = [
  { feed: 'RANDOM', label: 'Fotos aleatorias' },
  { feed: 'STAFF_PICKS', label: 'Staff Picks' },
];

interface ExplorerTabsProps {
  feed: ExplorerFeed;
  onSelect: (feed: ExplorerFeed) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  tabId: (feed: ExplorerFeed) => string;
}

/**
 * The feed tabs. Arrow keys move between them (activation on Enter, Space or click); the
 * lock uses aria-disabled so a focused tab keeps its focus.
 */
export function ExplorerTabs({ feed, onSelect, panelId, tabId }: ExplorerTabsProps) {
  const locked = useClickLock(TAB_LOCK_MS);
  const listRef = useRef<HTMLDivElement>(null);

  function onClick(next: ExplorerFeed) {
    if (!locked.engage()) return;
    if (next !== feed) onSelect(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    tabs[(index + step + tabs.length) % tabs.length]?.focus();
  }

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label="Fotos del explorador" onKeyDown={onKeyDown}>
      {explorerTabs.map((tab) => {
        const selected = tab.feed === feed;
        return (
          <button
            key={tab.feed}
            id={tabId(tab.feed)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            aria-disabled={locked.active || undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onClick(tab.feed)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** `engage()` starts the lock and tells whether the click may proceed. */
function useClickLock(ms: number) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    active,
    engage(): boolean {
      if (active) return false;
      setActive(true);
      timer.current = setTimeout(() => setActive(false), ms);
      return true;
    },
  };
}
