import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: an educational offer's public detail. */
export const educationalOfferRoutes: RouteObject[] = [
  { path: routePatterns.educationalOffer, handle: access.public, lazy: () => import('./EducationalOfferDetailPage') },
];
