import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Top-level auth paths; the sign-in dialogs themselves live on the landing page. */
export const authRoutes: RouteObject[] = [
  { path: routePatterns.tokenHandler, handle: access.public, lazy: () => import('./TokenHandlerRoute') },
];
