import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the own profile and another account's public profile. */
export const profileRoutes: RouteObject[] = [
  { path: routePatterns.ownProfile, handle: access.signedIn, lazy: () => import('./OwnProfilePage') },
  { path: routePatterns.profile, handle: access.signedIn, lazy: () => import('./PublicProfilePage') },
];
