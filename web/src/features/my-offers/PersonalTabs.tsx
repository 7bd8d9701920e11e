import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/Tabs';
import { PERSONAL_TABS, personalTabParams, personalTabsFor, type PersonalTab } from './myOffersView';
import styles from './MyOffersPage.module.css';

interface PersonalTabsProps {
  tab: PersonalTab;
  role: string | null;
  panelId: string;
  tabId: (tab: PersonalTab) => string;
}

/**
 * 'Aplicaciones enviadas' (role Creativo only), 'Guardadas', 'Caducadas'. The arrows move
 * between them; a click opens one, kept in the address (?vista=…).
 */
export function PersonalTabs({ tab, role, panelId, tabId }: PersonalTabsProps) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      label="Mis ofertas"
      items={personalTabsFor(role).map((each) => ({ id: each, label: PERSONAL_TABS[each].label }))}
      selected={tab}
      onSelect={(each) => setParams(personalTabParams(each))}
      tabId={tabId}
      panelId={panelId}
      activation="manual"
      variant="underline"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
