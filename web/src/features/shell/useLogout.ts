import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/**
 * Logs out and leaves for `to`. The navigation finishes first: clearing the session while
 * still on a login-only screen would make the shell's guard redirect to the register
 * dialog instead.
 */
export function useLogout(): (to: '/' | '/login') => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to) => {
      await navigate(to);
      clearSession();
    },
    [navigate],
  );
}
