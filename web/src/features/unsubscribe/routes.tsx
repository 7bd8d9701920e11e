import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** The unsubscribe link of every notification mail: outside the shell, open with or without a session. */
export const unsubscribeRoutes: RouteObject[] = [
  { path: routePatterns.unsubscribe, handle: access.public, lazy: () => import('./UnsubscribePage') },
];
