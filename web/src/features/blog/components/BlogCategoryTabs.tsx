import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, CATEGORY_PARAM, type BlogCategory } from '../lib/categories';
import styles from './BlogCategoryTabs.module.css';

interface BlogCategoryTabsProps {
  selected: BlogCategory;
  /** Base of the tab ids; the panel is labelled by `categoryTabId(idBase, selected)`. */
  idBase: string;
  panelId: string;
}

export const categoryTabId = (idBase: string, category: BlogCategory) => `${idBase}-${category.slug ?? 'todos'}`;

/**
 * The category tabs (WAI-ARIA tabs with automatic activation: arrows, Home and End move
 * and select). The choice goes into the URL as a new history entry, so reload and back
 * keep it.
 */
export function BlogCategoryTabs({ selected, idBase, panelId }: BlogCategoryTabsProps) {
  const [, setSearchParams] = useSearchParams();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

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

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = nextIndex(event.key, index, BLOG_CATEGORIES.length);
    if (target === null) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    select(BLOG_CATEGORIES[target]);
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="Categorías del blog">
      {BLOG_CATEGORIES.map((category, index) => {
        const isSelected = category === selected;
        return (
          <button
            key={category.label}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            id={categoryTabId(idBase, category)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(category)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {category.label}
          </button>
        );
      })}
    </div>
  );
}

function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
