import type { RouteObject } from 'react-router';

/** Top-level auth paths; the sign-in dialogs themselves live on the landing page. */
export const authRoutes: RouteObject[] = [{ path: '/token-handler', lazy: () => import('./TokenHandlerRoute') }];
