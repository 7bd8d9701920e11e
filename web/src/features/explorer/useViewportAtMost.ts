import { useCallback, useSyncExternalStore } from 'react';

/** Whether the viewport is at most `maxWidth` px wide, updated on resize. */
export function useViewportAtMost(maxWidth: number): boolean {
  const getSnapshot = useCallback(() => window.innerWidth <= maxWidth, [maxWidth]);
  return useSyncExternalStore(subscribeToResize, getSnapshot, () => false);
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
