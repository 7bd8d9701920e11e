import type { ReactNode } from 'react';
import { usePageTitle, type PageHeadingProps } from '../lib/pageTitle';
import { RetryButton } from './RetryButton';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  title: string;
  text?: string;
  /** h1 when the error is the whole page, h2 inside a page that keeps its own title. */
  level?: 1 | 2;
  /** The page's heading props (usePageTitle) when the error is the whole page. */
  heading?: PageHeadingProps;
  /** A way on, such as 'Reintentar' or a link back. */
  children?: ReactNode;
}

/** Something a screen needed could not be loaded: the spec's message, announced. */
export function LoadError({ title, text, level = 2, heading, children }: LoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.error} role="alert">
      <Heading className={styles.title} {...heading}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}

interface PageLoadErrorProps {
  /** The document's title while the error shows (the screen's own, or the error's). */
  pageTitle: string;
  title: string;
  text?: string;
  /** The page's frame, when the error keeps the screen's layout. */
  className?: string;
}

/** A whole screen could not be read (a route's ErrorBoundary): its message as the page's h1, and 'Reintentar'. */
export function PageLoadError({ pageTitle, title, text, className }: PageLoadErrorProps) {
  const heading = usePageTitle(pageTitle);
  const error = (
    <LoadError title={title} text={text} level={1} heading={heading}>
      <RetryButton />
    </LoadError>
  );
  return className ? <div className={className}>{error}</div> : error;
}
