import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: publishing a post. */
export const createPostRoutes: RouteObject[] = [
  { path: routePatterns.createPost, handle: access.signedIn, lazy: () => import('./CreatePostPage') },
];
