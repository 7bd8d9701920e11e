import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

const landingPage = () => import('./LandingPage');

/** The landing page, also at /login, where it opens the sign-in dialog. */
export const landingRoutes: RouteObject[] = [
  { path: routePatterns.landing, handle: access.public, lazy: landingPage },
  { path: routePatterns.login, handle: access.public, lazy: landingPage },
];
