import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the saved ideas with their boards, and one board. */
export const savedRoutes: RouteObject[] = [
  { path: routePatterns.saved, handle: access.signedIn, lazy: () => import('./SavedPage') },
  { path: routePatterns.savedFolder, handle: access.signedIn, lazy: () => import('./FolderPage') },
];
