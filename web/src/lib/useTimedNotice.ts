import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../components/FormNotice';

/** How long a notice stays on screen (part 2 §8, §9: notices auto-hide after 3 s). */
export const NOTICE_DURATION_MS = 3000;

/**
 * A notice that hides by itself after 3 s (or `durationMs`, such as the 2 s of save
 * feedback); a new one replaces the current one and starts its own time, and null takes the
 * current one away at once (a new outcome shown elsewhere). Render it with FormNotice, whose
 * live region announces it.
 */
export function useTimedNotice(durationMs = NOTICE_DURATION_MS): [Notice | null, (notice: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (next: Notice | null) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setNotice(next);
      if (next)
        timer.current = setTimeout(() => {
          timer.current = null;
          setNotice(null);
        }, durationMs);
    },
    [durationMs],
  );

  // A notice must not fire into an unmounted screen.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return [notice, show];
}
