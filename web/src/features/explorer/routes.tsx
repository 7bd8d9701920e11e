import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screen of the /ControlPanel shell: the explorer. */
export const explorerRoutes: RouteObject[] = [
  { path: routePatterns.explorer, handle: access.public, lazy: () => import('./ExplorerPage') },
];
