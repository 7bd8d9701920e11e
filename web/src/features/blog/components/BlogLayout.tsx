import { useId, type ReactNode } from 'react';
import { usePageTitle } from '../../../lib/pageTitle';
import type { BlogCategory } from '../lib/categories';
import { BlogCategoryTabs, categoryTabId } from './BlogCategoryTabs';
import styles from './BlogLayout.module.css';

interface BlogLayoutProps {
  category: BlogCategory;
  /** The selected category's articles, or its loading or error state. */
  children: ReactNode;
}

/** The blog's frame: title, category tabs and the panel of the chosen category. */
export function BlogLayout({ category, children }: BlogLayoutProps) {
  const idBase = useId();
  const heading = usePageTitle('Blog');
  const panelId = `${idBase}-panel`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} {...heading}>
          Blog
        </h1>
      </header>
      <BlogCategoryTabs selected={category} idBase={idBase} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={categoryTabId(idBase, category)}>
        {children}
      </div>
    </div>
  );
}
