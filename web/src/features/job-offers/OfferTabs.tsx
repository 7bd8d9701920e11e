import { useRef, type KeyboardEvent } from 'react';
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

/**
 * 'Todas las ofertas' / 'Tiempo completo' / 'Tiempo parcial' / 'Prácticas' (WAI-ARIA tabs,
 * automatic activation: arrows, Home and End move and select). A tab is the contract-type
 * filter seen another way: choosing one sets the select too.
 */
export function OfferTabs({ selected, onSelect, panelId, idBase }: OfferTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = nextIndex(event.key, index, OFFER_TABS.length);
    if (target === null) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    onSelect(OFFER_TABS[target].jobType);
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="Tipo de oferta">
      {OFFER_TABS.map((tab, index) => {
        const isSelected = tab.jobType === selected;
        return (
          <button
            key={tab.label}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            id={offerTabId(idBase, tab.jobType)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => !isSelected && onSelect(tab.jobType)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
