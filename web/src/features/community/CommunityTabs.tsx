import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { COMMUNITY_TABS, TAB_TEXTS, type CommunityTab } from './communityTabs';
import styles from './CommunityTabs.module.css';

interface CommunityTabsProps {
  tab: CommunityTab;
  /** Each list's count (nothing while it loads or when it could not be read). */
  count: (tab: CommunityTab) => ReactNode;
  onSelect: (tab: CommunityTab) => void;
  panelId: string;
  tabId: (tab: CommunityTab) => string;
}

/**
 * 'Mis seguidos' and 'Mis seguidores' with their counts. Left and right arrows move the
 * focus between them; Enter, Space or a click opens one.
 */
export function CommunityTabs({ tab, count, onSelect, panelId, tabId }: CommunityTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    tabs[(index + 1) % tabs.length]?.focus(); // two tabs: either arrow goes to the other
  }

  return (
    <div ref={listRef} role="tablist" aria-label="Mi comunidad" className={styles.tabs} onKeyDown={onKeyDown}>
      {COMMUNITY_TABS.map((each) => (
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
          {TAB_TEXTS[each].label} {count(each)}
        </button>
      ))}
    </div>
  );
}
