import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: publishing a job offer and editing one. */
export const jobOfferFormRoutes: RouteObject[] = [
  { path: routePatterns.createJobOffer, handle: access.signedIn, lazy: () => import('./CreateJobOfferPage') },
  { path: routePatterns.editJobOffer, handle: access.signedIn, lazy: () => import('./EditJobOfferPage') },
];
