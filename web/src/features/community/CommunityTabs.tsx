import type { ReactNode } from 'react';
import { Tabs } from '../../components/Tabs';
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
 * 'Mis seguidos' and 'Mis seguidores' with their counts. The arrows move the focus between
 * them; Enter, Space or a click opens one.
 */
export function CommunityTabs({ tab, count, onSelect, panelId, tabId }: CommunityTabsProps) {
  return (
    <Tabs
      label="Mi comunidad"
      items={COMMUNITY_TABS.map((each) => ({
        id: each,
        label: (
          <>
            {TAB_TEXTS[each].label} {count(each)}
          </>
        ),
      }))}
      selected={tab}
      onSelect={onSelect}
      tabId={tabId}
      panelId={panelId}
      activation="manual"
      variant="underline"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
