import type { RouteObject } from 'react-router';

/** The onboarding wizard's top-level paths. */
export const onboardingRoutes: RouteObject[] = [
  { path: '/complete-registration', lazy: () => import('./ObjectivePage') },
];
