import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PERSONAL_TABS, personalTabParams, personalTabsFor, type PersonalTab } from './myOffersView';
import styles from './MyOffersPage.module.css';

interface PersonalTabsProps {
  tab: PersonalTab;
  role: string | null;
  panelId: string;
  tabId: (tab: PersonalTab) => string;
}

/**
 * 'Aplicaciones enviadas' (role Creativo only), 'Guardadas', 'Caducadas'. Left and right
 * arrows move between them; a click opens one, kept in the address (?vista=…).
 */
export function PersonalTabs({ tab, role, panelId, tabId }: PersonalTabsProps) {
  const [, setParams] = useSearchParams();
  const listRef = useRef<HTMLDivElement>(null);
  const tabs = personalTabsFor(role);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label="Mis ofertas" className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((each) => (
        <button
          key={each}
          id={tabId(each)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={each === tab}
          aria-controls={panelId}
          tabIndex={each === tab ? 0 : -1}
          onClick={() => each !== tab && setParams(personalTabParams(each))}
        >
          {PERSONAL_TABS[each].label}
        </button>
      ))}
    </div>
  );
}
