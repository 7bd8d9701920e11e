import { useEffect } from 'react';
import { Tabs, type TabsBinding } from '../../components/Tabs';
import { TAB_LABELS, TABS, type SearchTab } from './searchGroups';
import styles from './SearchTabs.module.css';

interface SearchTabsProps extends TabsBinding<SearchTab> {
  /** Each tab's count; null while the search loads. */
  counts: Record<SearchTab, number> | null;
}

/**
 * Todos, Usuarios, Publicaciones, Ofertas de trabajo and Oportunidades educativas, each with
 * its count (spec part 1 §2). Arrows, Home and End move the focus; Enter, Space or a click
 * opens a tab, which is one search call.
 */
export function SearchTabs({ counts, ...binding }: SearchTabsProps) {
  const selectedId = binding.tabId(binding.selected);
  // On a phone the tabs scroll sideways: the open one (a group opened from its '+N más') is brought into sight.
  useEffect(() => {
    document.getElementById(selectedId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedId]);

  return (
    <Tabs
      {...binding}
      label="Resultados por tipo"
      items={TABS.map((each) => ({
        id: each,
        label: (
          <>
            {TAB_LABELS[each]}
            {counts && (
              <>
                {' '}
                <span className={styles.count}>({counts[each]})</span>
              </>
            )}
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
