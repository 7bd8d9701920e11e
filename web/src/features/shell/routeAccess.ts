import { matchPath } from 'react-router';

/** Where the dashboard shell lives; every screen below is a path under it. */
export const SHELL_BASE = '/ControlPanel';

/** Screens anyone may open (part 1 §2, part 2 §2). */
export const publicPaths = [
  'explorer',
  'offers',
  'offers/:offerId',
  'JobOfferDetail/:offerId',
  'EducationalOfferDetail/:offerId',
  'creatives',
  'fashion',
  'blog',
  'magazine',
  'article/:id',
  'legal',
  'privacy',
  'cookies',
  'contact',
  'info',
] as const;

/** Screens that need a stored token (part 1 §2, part 2 §2). */
export const loginOnlyPaths = [
  'post/:id',
  'profile/:username',
  'profile',
  'guardados',
  'guardados/folder/:folderId',
  'editProfile',
  'misOfertas',
  'configuracion',
  'community',
  'createPost',
  'createOffer',
  'createEducationalOffer',
  'offer/:offerId',
  'edit-offer/:offerId',
  'edit-educational-offer/:offerId',
] as const;

/** `unknown`: neither list names the path; the shell sends it to the explorer. */
export type RouteAccess = 'public' | 'login' | 'unknown';

/** Navigation state that makes the landing page open the register dialog. */
export const registerPromptState = { showRegister: true } as const;

/** Who may open a path (a full pathname such as `/ControlPanel/post/abc`). */
export function routeAccess(pathname: string): RouteAccess {
  if (matchesAny(pathname, [''])) return 'public'; // the index, which shows the explorer
  if (matchesAny(pathname, loginOnlyPaths)) return 'login';
  if (matchesAny(pathname, publicPaths)) return 'public';
  return 'unknown';
}

function matchesAny(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => matchPath({ path: `${SHELL_BASE}/${path}`, end: true }, pathname) !== null);
}
