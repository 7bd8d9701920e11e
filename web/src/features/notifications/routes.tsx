import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the signed-in user's notifications (issue 22). */
export const notificationsRoutes: RouteObject[] = [
  { path: routePatterns.notifications, handle: access.signedIn, lazy: () => import('./NotificationsPage') },
];
