import { useEffect, useRef } from 'react';

/**
 * Runs the latest scheduled call once `delay` ms pass without another being scheduled
 * (typing in the search box); `flush` cancels what waits, for an action that goes at once.
 */
export function useDebouncedCall(delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    schedule(call: () => void) {
      clearTimeout(timer.current);
      timer.current = setTimeout(call, delay);
    },
    cancel() {
      clearTimeout(timer.current);
    },
  };
}
