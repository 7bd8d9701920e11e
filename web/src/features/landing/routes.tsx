import type { RouteObject } from 'react-router';

const landingPage = () => import('./LandingPage');

/** The landing page, also at /login, where it opens the sign-in dialog. */
export const landingRoutes: RouteObject[] = [
  { path: '/', lazy: landingPage },
  { path: '/login', lazy: landingPage },
];
