import type { RouteObject } from 'react-router';

export const explorerRoutes: RouteObject[] = [{ path: 'explorer', lazy: () => import('./ExplorerPage') }];
