import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the operators' moderation screen. */
export const moderationRoutes: RouteObject[] = [
  { path: routePatterns.moderation, handle: access.signedIn, lazy: () => import('./ModerationPage') },
];
