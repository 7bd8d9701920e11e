// Every key the web app keeps in the browser's storage, in one place: the cookie policy
// (features/legal/content/cookiePolicy.tsx) lists each of them to the visitor.

/** localStorage: the session, under the keys the spec names (part 1 §3). */
export const SESSION_KEYS = {
  token: 'authToken',
  role: 'role',
  creativeType: 'creativeType',
  professionalType: 'professionalType',
  user: 'user',
} as const;

/** localStorage: the visitor's answer to the cookie banner. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** sessionStorage: the active menu item, which survives reloads within the session (part 1 §2). */
export const ACTIVE_MENU_KEY = 'activeMenu';
