import { useState, type ReactNode } from 'react';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel';

/** What usePaginationFragment gives a list that loads its next page as the visitor scrolls. */
export interface NextPaging {
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  hasNext: boolean;
  isLoadingNext: boolean;
}

interface PagedListEndProps {
  paging: NextPaging;
  /** How many items the next page asks for. */
  pageSize: number;
  /** Shown while the next page loads (skeleton cards). */
  loading: ReactNode;
  /** Shown once there is nothing more to load. */
  end?: ReactNode;
  /** The message when the next page failed, with its class. */
  failedText: string;
  failedClassName: string;
  /** The class of a 'Reintentar' button beside the message; without it, the message alone. */
  retryClassName?: string;
}

/**
 * The end of an infinite list (creatives, institutions, job offers): the sentinel that asks for
 * the next page, the skeletons while it loads, and its failure, which stops the sentinel until
 * the visitor retries.
 */
export function PagedListEnd({
  paging: { loadNext, hasNext, isLoadingNext },
  pageSize,
  loading,
  end,
  failedText,
  failedClassName,
  retryClassName,
}: PagedListEndProps) {
  const [nextFailed, setNextFailed] = useState(false);

  function more() {
    setNextFailed(false);
    loadNext(pageSize, { onComplete: (error) => error && setNextFailed(true) });
  }

  return (
    <>
      <InfiniteScrollSentinel onVisible={more} disabled={!hasNext || isLoadingNext || nextFailed} />
      {isLoadingNext && loading}
      {!hasNext && end}
      {nextFailed &&
        (retryClassName ? (
          <div className={failedClassName} role="alert">
            <p>{failedText}</p>
            <button type="button" className={retryClassName} onClick={more}>
              Reintentar
            </button>
          </div>
        ) : (
          <p className={failedClassName} role="alert">
            {failedText}
          </p>
        ))}
    </>
  );
}
