import { replace, type RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { paths, routePatterns } from '../../lib/routing/paths';
import { isLoggedIn } from '../../lib/session';

const landingPage = () => import('./LandingPage');

/** /login for a visitor who is signed in already: no sign-in dialog, straight on into the panel. */
export function sendSignedInOn() {
  return isLoggedIn() ? replace(paths.shell()) : null;
}

/** The landing page, also at /login, where it opens the sign-in dialog. */
export const landingRoutes: RouteObject[] = [
  { path: routePatterns.landing, handle: access.public, lazy: landingPage },
  { path: routePatterns.login, handle: access.public, loader: sendSignedInOn, lazy: landingPage },
];
