import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screen of the /ControlPanel shell: the magazines page. */
export const magazineRoutes: RouteObject[] = [
  { path: routePatterns.magazine, handle: access.public, lazy: () => import('./MagazinePage') },
];
