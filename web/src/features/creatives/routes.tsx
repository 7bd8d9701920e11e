import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the creatives directory (Creativos). */
export const creativesRoutes: RouteObject[] = [
  { path: routePatterns.creatives, handle: access.public, lazy: () => import('./CreativesPage') },
];
