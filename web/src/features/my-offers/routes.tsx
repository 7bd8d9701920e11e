import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: My Offers (applications and saved offers; a company's offers and candidates). */
export const myOffersRoutes: RouteObject[] = [
  { path: routePatterns.myOffers, handle: access.signedIn, lazy: () => import('./MyOffersPage') },
];
