import { useSearchParams } from 'react-router';
import { Tabs, type TabsBinding } from '../../components/Tabs';
import { PERSONAL_TABS, personalTabParams, personalTabsFor, type PersonalTab } from './myOffersView';
import styles from './MyOffersPage.module.css';

interface PersonalTabsProps extends Omit<TabsBinding<PersonalTab>, 'onSelect'> {
  role: string | null;
}

/**
 * 'Aplicaciones enviadas' (role Creativo only), 'Guardadas', 'Caducadas'. The arrows move
 * between them; a click opens one, kept in the address (?vista=…).
 */
export function PersonalTabs({ role, ...binding }: PersonalTabsProps) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      {...binding}
      label="Mis ofertas"
      items={personalTabsFor(role).map((each) => ({ id: each, label: PERSONAL_TABS[each].label }))}
      onSelect={(each) => setParams(personalTabParams(each))}
      activation="manual"
      variant="underline"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
