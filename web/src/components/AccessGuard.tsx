import { Navigate, Outlet, useMatches } from 'react-router';
import { accessOfHandles, registerPromptState } from '../lib/routing/access';
import { paths } from '../lib/routing/paths';
import { useIsLoggedIn } from '../lib/useIsLoggedIn';

/**
 * The access check of every screen, as a layout route above all of them: it reads who may
 * open the matched route (its `handle`, see lib/routing/access) and sends an anonymous
 * visitor on a signed-in-only screen to the landing page with the register dialog
 * (part 1 §2). It renders before any screen below it, so such a screen never shows.
 */
export function AccessGuard() {
  const loggedIn = useIsLoggedIn();
  const matches = useMatches();
  if (!loggedIn && accessOfHandles(matches.map((match) => match.handle)) === 'signedIn') {
    return <Navigate to={paths.landing()} replace state={registerPromptState} />;
  }
  return <Outlet />;
}
