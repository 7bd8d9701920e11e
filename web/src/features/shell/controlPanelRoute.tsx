import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { SHELL_BASE } from './routeAccess';

const toExplorer = <Navigate to={`${SHELL_BASE}/explorer`} replace />;

/**
 * The /ControlPanel route: the shell (lazy, with its access guard) around the feature
 * screens. Paths without a screen fall through to the explorer; the shell renders first,
 * so a login-only path is refused before that redirect can run.
 */
export function controlPanelRoute(screens: RouteObject[]): RouteObject {
  return {
    path: SHELL_BASE,
    lazy: () => import('./ShellRoute'),
    // Shown while the first page load waits for the shell's code and loaders.
    hydrateFallbackElement: <PageLoader />,
    children: [{ index: true, element: toExplorer }, ...screens, { path: '*', element: toExplorer }],
  };
}
