import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { clearSession } from '../../lib/session';

/**
 * Logs out and leaves for `to`. The session ends on `/`, a public page: ended on a
 * login-only screen, the guard would send the visitor to the register dialog instead, and
 * /login, reached while still signed in, would send them straight back into the panel.
 */
export function useLogout(): (to: '/' | '/login') => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to) => {
      await navigate(paths.landing());
      clearSession();
      if (to !== paths.landing()) await navigate(to, { replace: true });
    },
    [navigate],
  );
}
