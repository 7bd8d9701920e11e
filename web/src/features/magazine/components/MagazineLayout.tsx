import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/pageTitle';
import styles from './MagazineLayout.module.css';

/** The magazine page's frame: its title above the grid or its loading and error states. */
export function MagazineLayout({ children }: { children: ReactNode }) {
  const heading = usePageTitle('Revista');
  return (
    <div className={styles.page}>
      <h1 className={styles.title} {...heading}>
        Revista
      </h1>
      {children}
    </div>
  );
}
