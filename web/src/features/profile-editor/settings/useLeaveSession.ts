import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session';
import { paths } from '../../../lib/routing/paths';

/**
 * Ends the session and goes to / (part 2 §2: after logout or account deletion), as the
 * shell's menu does: the navigation finishes first, because clearing the session while
 * still on this login-only screen would make the guard open the register dialog instead.
 */
export function useLeaveSession(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.landing());
    clearSession();
  }, [navigate]);
}
