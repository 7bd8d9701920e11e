import type { RouteObject } from 'react-router';
import { authRoutes } from '../auth/routes';
import { onboardingRoutes } from '../onboarding/routes';

const landingPage = () => import('./LandingPage');

/** Top-level paths outside the dashboard: the landing page, sign-in entry points, onboarding. */
export const landingRoutes: RouteObject[] = [
  { path: '/', lazy: landingPage },
  { path: '/login', lazy: landingPage },
  ...authRoutes,
  ...onboardingRoutes,
];
