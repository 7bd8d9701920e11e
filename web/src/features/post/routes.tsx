import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: one post with its gallery. */
export const postRoutes: RouteObject[] = [
  { path: routePatterns.post, handle: access.signedIn, lazy: () => import('./PostPage') },
];
