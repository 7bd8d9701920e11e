import type { ReactNode } from 'react';
import styles from './ResultLayout.module.css';

interface ResultLayoutProps {
  /** The picture, logo or image; decorative (the text names the result). */
  thumb: ReactNode;
  title: string;
  /** A line under the title: @username, the company and city... */
  meta?: string | null;
  /** Already cut to the length of where it is shown. */
  description?: string | null;
}

/** How every search result looks, in the dropdown and in the full view. */
export function ResultLayout({ thumb, title, meta, description }: ResultLayoutProps) {
  return (
    <span className={styles.result}>
      <span className={styles.thumb}>{thumb}</span>
      {/* The spaces between the lines (ignored by the flex layout) keep the words apart in the result's accessible name. */}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {meta && (
          <>
            {' '}
            <span className={styles.meta}>{meta}</span>
          </>
        )}
        {description && (
          <>
            {' '}
            <span className={styles.description}>{description}</span>
          </>
        )}
      </span>
    </span>
  );
}

/** A thumbnail, or a neutral tile with the first letter of the title when there is no image. */
export function ResultThumb({
  src,
  srcSet,
  title,
  round = false,
}: {
  src: string | null | undefined;
  srcSet?: string | null;
  title: string;
  round?: boolean;
}) {
  const shape = round ? styles.round : undefined;
  if (!src) {
    return (
      <span className={`${styles.placeholder} ${shape ?? ''}`} aria-hidden="true">
        {[...title.trim()][0]?.toUpperCase() ?? '·'}
      </span>
    );
  }
  return (
    <img
      className={`${styles.image} ${shape ?? ''}`}
      src={src}
      srcSet={srcSet || undefined}
      sizes="48px"
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
