import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../../components/FormNotice';

/**
 * A short-lived notice next to a button: a new one replaces the current one and starts its
 * own time; none fires into an unmounted page.
 */
export function useFlash(durationMs: number): [Notice | null, (notice: Notice) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: Notice) => {
      if (timer.current) clearTimeout(timer.current);
      setNotice(next);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [notice, show];
}
