import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the legal and information pages. */
export const legalRoutes: RouteObject[] = [
  { path: routePatterns.legalNotice, handle: access.public, lazy: () => import('./LegalNoticePage') },
  { path: routePatterns.privacyPolicy, handle: access.public, lazy: () => import('./PrivacyPolicyPage') },
  { path: routePatterns.cookiePolicy, handle: access.public, lazy: () => import('./CookiePolicyPage') },
  { path: routePatterns.contact, handle: access.public, lazy: () => import('./ContactPage') },
  { path: routePatterns.info, handle: access.public, lazy: () => import('./InfoPage') },
];

/** The cookie banner links here: the cookie policy outside the shell. */
export const legalTopLevelRoutes: RouteObject[] = [
  {
    path: routePatterns.standaloneCookiePolicy,
    handle: access.public,
    lazy: () => import('./StandaloneCookiePolicyPage'),
  },
];
