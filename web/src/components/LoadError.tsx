import type { ReactNode } from 'react';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  title: string;
  text?: string;
  /** h1 when the error is the whole page, h2 inside a page that keeps its own title. */
  level?: 1 | 2;
  /** A way on, such as a link back. */
  children?: ReactNode;
}

/** Something a screen needed could not be loaded: the spec's message, announced. */
export function LoadError({ title, text, level = 2, children }: LoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.error} role="alert">
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}
