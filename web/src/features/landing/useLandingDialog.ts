import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/routing/paths';
import type { AuthModalName } from '../auth/authModalName';

/** Navigation state that opens the sign-up dialog (the shell sends anonymous visitors here). */
export interface LandingState {
  showRegister?: boolean;
}

/**
 * Which auth dialog the landing page shows. The location decides on arrival: /login opens
 * sign-in, `showRegister` state opens sign-up; the visitor's clicks decide after that. A
 * signed-in visitor is never asked to sign up or in again (a Back to such an entry included).
 */
export function useLandingDialog(signedIn: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLocation = signedIn ? null : dialogOf(location.pathname, location.state as LandingState | null);
  const [open, setOpen] = useState<AuthModalName | null>(fromLocation);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // A new navigation to this page (e.g. the shell's showRegister) reopens what it asks for.
    setSeenKey(location.key);
    setOpen(fromLocation);
  }

  function close() {
    setOpen(null);
    // Leave /login or the showRegister entry, so a reload or Back does not reopen the dialog.
    if (fromLocation) navigate(paths.landing(), { replace: true });
  }

  return { open, setOpen, close };
}

function dialogOf(pathname: string, state: LandingState | null): AuthModalName | null {
  if (pathname === paths.login()) return 'login';
  return state?.showRegister ? 'register' : null;
}
