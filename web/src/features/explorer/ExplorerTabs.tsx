import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../components/Tabs';
import type { ExplorerFeed } from './__generated__/ExplorerGridPaginationQuery.graphql';
import styles from './ExplorerTabs.module.css';

/** After a click the tabs ignore clicks for this long (part 2 §9). */
export const TAB_LOCK_MS = 500;

export const explorerTabs: ReadonlyArray<{ feed: ExplorerFeed; label: string }> = [
  { feed: 'RANDOM', label: 'Fotos aleatorias' },
  { feed: 'STAFF_PICKS', label: 'Staff Picks' },
  { feed: 'FOLLOWING', label: 'Siguiendo' },
];

interface ExplorerTabsProps {
  /** The tabs shown: 'Siguiendo' only to a signed-in viewer. */
  feeds: readonly ExplorerFeed[];
  feed: ExplorerFeed;
  onSelect: (feed: ExplorerFeed) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  tabId: (feed: ExplorerFeed) => string;
}

/**
 * The feed tabs. Arrow keys, Home and End move between them (activation on Enter, Space or
 * click, since a switch loads a feed); the lock uses aria-disabled so a focused tab keeps its focus.
 */
export function ExplorerTabs({ feeds, feed, onSelect, panelId, tabId }: ExplorerTabsProps) {
  const locked = useClickLock(TAB_LOCK_MS);
  return (
    <Tabs
      label="Fotos del explorador"
      items={explorerTabs.filter((tab) => feeds.includes(tab.feed)).map((tab) => ({ id: tab.feed, label: tab.label }))}
      selected={feed}
      onSelect={(next) => locked.engage() && onSelect(next)}
      tabId={tabId}
      panelId={panelId}
      activation="manual"
      className={styles.tabs}
      tabClassName={styles.tab}
      disabled={locked.active}
    />
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
