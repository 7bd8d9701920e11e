import { Navigate, type RouteObject } from 'react-router';
import { access, type AccessHandle } from '../lib/routing/access';
import { paths, routePatterns, type RouteName } from '../lib/routing/paths';

const toExplorer = <Navigate to={paths.explorer()} replace />;

const upcoming = (name: RouteName, handle: AccessHandle): RouteObject => ({
  path: routePatterns[name],
  handle,
  element: toExplorer,
});

/**
 * Screens of the /ControlPanel shell that later issues build (part 1 §2, part 2 §2). Who
 * may open each is declared now, so the guard already sends an anonymous visitor on a
 * signed-in-only path to the register dialog; until a screen exists the explorer stands
 * in. A feature's route object replaces its line here.
 */
export const upcomingShellRoutes: RouteObject[] = [
  upcoming('createEducationalOffer', access.signedIn),
  upcoming('editEducationalOffer', access.signedIn),
];
