import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the institutions directory (Estudiar moda). */
export const fashionRoutes: RouteObject[] = [
  { path: routePatterns.fashion, handle: access.public, lazy: () => import('./FashionPage') },
];
