import { useId, useState, type ReactNode } from 'react';
import { Tabs } from '../../components/Tabs';
import styles from './ProfileTabs.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The profile's tabs (ARIA tabs): arrows, Home and End move the focus, Enter, Space or a
 * click opens a tab. Only the open tab's panel is rendered, so a tab's data loads when it
 * is first opened.
 */
export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  if (!current) return null;
  const binding = { selected: current.id, onSelect: setSelected, tabId, panelId };
  return (
    <>
      <Tabs
        label={label}
        items={tabs}
        {...binding}
        activation="manual"
        variant="underline"
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <div id={panelId(current.id)} role="tabpanel" aria-labelledby={tabId(current.id)} className={styles.panel}>
        {current.panel}
      </div>
    </>
  );
}
