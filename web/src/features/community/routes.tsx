import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: My community (who the user follows, who follows them). */
export const communityRoutes: RouteObject[] = [
  { path: routePatterns.community, handle: access.signedIn, lazy: () => import('./CommunityPage') },
];
