import type { RouteObject } from 'react-router';

/** Child of the /ControlPanel shell: the magazines page (public). */
export const magazineRoutes: RouteObject[] = [{ path: 'magazine', lazy: () => import('./MagazinePage') }];
