import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/**
 * The onboarding wizard's top-level paths. The objective screen is for a signed-in
 * visitor; its loader first turns a `?token=` into the session (part 1 §2), and sends a
 * visitor without any session to the landing page itself, before the guard could.
 */
export const onboardingRoutes: RouteObject[] = [
  { path: routePatterns.completeRegistration, handle: access.signedIn, lazy: () => import('./ObjectivePage') },
];
