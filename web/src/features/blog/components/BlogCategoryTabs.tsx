import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/Tabs';
import { BLOG_CATEGORIES, CATEGORY_PARAM, type BlogCategory } from '../lib/categories';
import styles from './BlogCategoryTabs.module.css';

interface BlogCategoryTabsProps {
  selected: BlogCategory;
  /** Base of the tab ids; the panel is labelled by `categoryTabId(idBase, selected)`. */
  idBase: string;
  panelId: string;
}

/** 'Todos' has no slug; the tabs speak of it by this id. */
const ALL = 'todos';

export const categoryTabId = (idBase: string, category: BlogCategory) => `${idBase}-${category.slug ?? ALL}`;

/**
 * The category tabs (automatic activation: arrows, Home and End move
 * and select). The choice goes into the URL as a new history entry, so reload and back
 * keep it.
 */
export function BlogCategoryTabs({ selected, idBase, panelId }: BlogCategoryTabsProps) {
  const [, setSearchParams] = useSearchParams();

  function select(category: BlogCategory) {
    if (category === selected) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (category.slug) next.set(CATEGORY_PARAM, category.slug);
        else next.delete(CATEGORY_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <Tabs
      label="Categorías del blog"
      items={BLOG_CATEGORIES.map((category) => ({ id: category.slug ?? ALL, label: category.label }))}
      selected={selected.slug ?? ALL}
      onSelect={(slug) => select(BLOG_CATEGORIES.find((category) => (category.slug ?? ALL) === slug) ?? selected)}
      tabId={(slug) => `${idBase}-${slug}`}
      panelId={panelId}
      activation="automatic"
      variant="pill"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
