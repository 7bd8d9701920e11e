import { createContext, use, useCallback } from 'react';
import type { RouteObject } from 'react-router';
import { accessOfPath, type RouteAccess } from './access';

/**
 * The route objects the router renders, for what needs to know about a path before
 * navigating there (ProtectedLink). react-router offers no public way to read them back.
 */
export const RouteTreeContext = createContext<RouteObject[]>([]);

/** Who may open a path, by the route objects of the app. */
export function useAccessOf(): (to: string) => RouteAccess {
  const routes = use(RouteTreeContext);
  return useCallback((to: string) => accessOfPath(routes, to), [routes]);
}
