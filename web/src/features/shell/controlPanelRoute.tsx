import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { access } from '../../lib/routing/access';
import { paths, routePatterns } from '../../lib/routing/paths';

const toExplorer = <Navigate to={paths.explorer()} replace />;

/**
 * The /ControlPanel route: the shell (lazy) around the feature screens. Its index and
 * paths without a screen fall through to the explorer, which anyone may open.
 */
export function controlPanelRoute(screens: RouteObject[]): RouteObject {
  return {
    path: routePatterns.shell,
    handle: access.public,
    lazy: () => import('./ShellRoute'),
    // Shown while the first page load waits for the shell's code and loaders.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, handle: access.public, element: toExplorer },
      ...screens,
      { path: '*', handle: access.public, element: toExplorer },
    ],
  };
}
