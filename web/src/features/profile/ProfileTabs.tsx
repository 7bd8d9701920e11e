import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ProfileTabs.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** Keys that move the focus along the tabs, and where to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The profile's tabs (ARIA tabs): arrows, Home and End move the focus, Enter, Space or a
 * click opens a tab. Only the open tab's panel is rendered, so a tab's data loads when it
 * is first opened.
 */
export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    if (!move || buttons.length === 0) return;
    event.preventDefault();
    buttons[move(buttons.indexOf(document.activeElement as HTMLElement), buttons.length)]?.focus();
  }

  if (!current) return null;
  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === current.id}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId(current.id)} role="tabpanel" aria-labelledby={tabId(current.id)} className={styles.panel}>
        {current.panel}
      </div>
    </>
  );
}
