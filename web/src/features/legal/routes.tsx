import type { RouteObject } from 'react-router';

/** Children of the /ControlPanel shell: the legal and information pages (all public). */
export const legalRoutes: RouteObject[] = [
  { path: 'legal', lazy: () => import('./LegalNoticePage') },
  { path: 'privacy', lazy: () => import('./PrivacyPolicyPage') },
  { path: 'cookies', lazy: () => import('./CookiePolicyPage') },
  { path: 'contact', lazy: () => import('./ContactPage') },
  { path: 'info', lazy: () => import('./InfoPage') },
];

/** The cookie banner links here: the cookie policy outside the shell. */
export const legalTopLevelRoutes: RouteObject[] = [
  { path: '/politica-cookies', lazy: () => import('./StandaloneCookiePolicyPage') },
];
