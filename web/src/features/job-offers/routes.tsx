import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the public offers list, an offer's detail, and the signed-in offer view. */
export const jobOffersRoutes: RouteObject[] = [
  { path: routePatterns.offers, handle: access.public, lazy: () => import('./OffersPage') },
  { path: routePatterns.offerInList, handle: access.public, lazy: () => import('./OffersPage') },
  { path: routePatterns.jobOffer, handle: access.public, lazy: () => import('./JobOfferDetailPage') },
  { path: routePatterns.offerView, handle: access.signedIn, lazy: () => import('./OfferViewPage') },
];
