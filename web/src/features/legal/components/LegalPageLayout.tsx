import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/pageTitle';
import { BackButton } from './BackButton';
import styles from './LegalPageLayout.module.css';

interface LegalPageLayoutProps {
  title: string;
  /** Shown under the title (the version line of the legal documents). */
  meta?: ReactNode;
  children: ReactNode;
}

/** The frame of the legal and information pages: 'Volver', the title and the text. */
export function LegalPageLayout({ title, meta, children }: LegalPageLayoutProps) {
  const heading = usePageTitle(title);
  return (
    <div className={styles.page}>
      <BackButton />
      <header className={styles.header}>
        <h1 className={styles.title} {...heading}>
          {title}
        </h1>
        {meta}
      </header>
      {children}
    </div>
  );
}
