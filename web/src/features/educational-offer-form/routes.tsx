import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: publishing an educational offer and editing one. */
export const educationalOfferFormRoutes: RouteObject[] = [
  {
    path: routePatterns.createEducationalOffer,
    handle: access.signedIn,
    lazy: () => import('./CreateEducationalOfferPage'),
  },
  {
    path: routePatterns.editEducationalOffer,
    handle: access.signedIn,
    lazy: () => import('./EditEducationalOfferPage'),
  },
];
