import { Tabs } from '../../components/Tabs';
import type { JobTypeValue } from './offerLabels';
import { OFFER_TABS } from './offerFilters';
import styles from './OffersPage.module.css';

interface OfferTabsProps {
  selected: JobTypeValue | null;
  onSelect: (jobType: JobTypeValue | null) => void;
  /** The list the tabs control. */
  panelId: string;
  idBase: string;
}

export const offerTabId = (idBase: string, jobType: JobTypeValue | null) => `${idBase}-${jobType ?? 'todas'}`;

/** 'Todas las ofertas' has no contract type; the tabs speak of it by this id. */
const ALL = 'todas';
type OfferTabKey = JobTypeValue | typeof ALL;

/**
 * 'Todas las ofertas' / 'Tiempo completo' / 'Tiempo parcial' / 'Prácticas' (automatic
 * activation: arrows, Home and End move and select). A tab is the contract-type filter seen
 * another way: choosing one sets the select too.
 */
export function OfferTabs({ selected, onSelect, panelId, idBase }: OfferTabsProps) {
  return (
    <Tabs<OfferTabKey>
      label="Tipo de oferta"
      items={OFFER_TABS.map((tab) => ({ id: tab.jobType ?? ALL, label: tab.label }))}
      selected={selected ?? ALL}
      onSelect={(key) => onSelect(key === ALL ? null : key)}
      tabId={(key) => offerTabId(idBase, key === ALL ? null : key)}
      panelId={panelId}
      activation="automatic"
      variant="pill"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
