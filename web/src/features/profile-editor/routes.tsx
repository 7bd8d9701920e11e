import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/**
 * The profile editor's page, whose menu holds the editor itself and the account settings
 * (part 2 §2): each has its own address.
 */
export const profileEditorRoutes: RouteObject[] = [
  { path: routePatterns.editProfile, handle: access.signedIn, lazy: () => import('./ProfileEditorPage') },
  { path: routePatterns.settings, handle: access.signedIn, lazy: () => import('./ProfileEditorPage') },
];
