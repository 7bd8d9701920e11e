import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { accessOfHandles, refusedSessionPathOf, registerPromptState } from '../lib/routing/access';
import { paths } from '../lib/routing/paths';
import { getSessionState, subscribeToSession } from '../lib/session';

/**
 * The access check of every screen, as a layout route above all of them: it reads who may
 * open the matched route (its `handle`, see lib/routing/access) and sends an anonymous
 * visitor on a signed-in-only screen to the landing page with the register dialog
 * (part 1 §2). It renders before any screen below it, so such a screen never shows. When
 * the server has just refused the session (the Relay network layer ended it), a screen
 * whose access names a place for that (the wizard's /sesion-caducada) goes there instead.
 */
export function AccessGuard() {
  const session = useSyncExternalStore(subscribeToSession, getSessionState);
  const handles = useMatches().map((match) => match.handle);
  if (session !== 'signedIn' && accessOfHandles(handles) === 'signedIn') {
    const refusedTo = session === 'refused' ? refusedSessionPathOf(handles) : undefined;
    if (refusedTo) return <Navigate to={refusedTo} replace />;
    return <Navigate to={paths.landing()} replace state={registerPromptState} />;
  }
  return <Outlet />;
}
