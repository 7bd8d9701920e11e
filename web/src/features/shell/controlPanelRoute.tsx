import { Navigate, type RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { paths, routePatterns } from '../../lib/routing/paths';
import { ShellError } from './ShellError';
import { ShellSkeleton } from './ShellSkeleton';

const toExplorer = <Navigate to={paths.explorer()} replace />;

/**
 * The /ControlPanel route: the shell (lazy) around the feature screens. Its index and
 * paths without a screen fall through to the explorer, which anyone may open. The screens
 * sit below a pathless route whose error element renders in the shell's outlet: a screen
 * that fails (and has no error element of its own) shows its error inside the shell.
 */
export function controlPanelRoute(screens: RouteObject[]): RouteObject {
  return {
    path: routePatterns.shell,
    handle: access.public,
    lazy: () => import('./ShellRoute'),
    // Shown while the first page load waits for the shell's code: the frame, not a blank page.
    hydrateFallbackElement: <ShellSkeleton />,
    children: [
      {
        errorElement: <ShellError inShell />,
        children: [
          { index: true, handle: access.public, element: toExplorer },
          ...screens,
          { path: '*', handle: access.public, element: toExplorer },
        ],
      },
    ],
  };
}
