import { useEffect, useEffectEvent, useRef } from 'react';

interface InfiniteScrollSentinelProps {
  /** Called when the sentinel comes within `rootMargin` of the viewport. */
  onVisible: () => void;
  /** While true nothing is observed (a page is loading, or there is nothing more to load). */
  disabled?: boolean;
  /** How far ahead of the viewport loading starts; the spec asks for 200 px. */
  rootMargin?: string;
}

/**
 * The one trigger every infinite list uses: an invisible element after the last item,
 * watched by an IntersectionObserver. Observation restarts whenever `disabled` turns
 * false, and a new observer reports the current state at once, so a page that leaves the
 * sentinel on screen loads the next one too instead of waiting for a scroll.
 */
export function InfiniteScrollSentinel({
  onVisible,
  disabled = false,
  rootMargin = '200px',
}: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback, without restarting the observer when a parent passes a new one.
  const reportVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (disabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reportVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled, rootMargin]);

  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
