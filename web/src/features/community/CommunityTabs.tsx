import type { ReactNode } from 'react';
import { Tabs, type TabsBinding } from '../../components/Tabs';
import { COMMUNITY_TABS, TAB_TEXTS, type CommunityTab } from './communityTabs';
import styles from './CommunityTabs.module.css';

interface CommunityTabsProps extends TabsBinding<CommunityTab> {
  /** Each list's count (nothing while it loads or when it could not be read). */
  count: (tab: CommunityTab) => ReactNode;
}

/**
 * 'Mis seguidos' and 'Mis seguidores' with their counts. The arrows move the focus between
 * them; Enter, Space or a click opens one.
 */
export function CommunityTabs({ count, ...binding }: CommunityTabsProps) {
  return (
    <Tabs
      {...binding}
      label="Mi comunidad"
      items={COMMUNITY_TABS.map((each) => ({
        id: each,
        label: (
          <>
            {TAB_TEXTS[each].label} {count(each)}
          </>
        ),
      }))}
      activation="manual"
      variant="underline"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
