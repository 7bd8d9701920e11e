import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from './paths';

/** Who may open a route: anyone, or a visitor with a stored token (the spec's only login check, part 1 §6). */
export type RouteAccess = 'public' | 'signedIn';

/** What a route object declares in its `handle`; AccessGuard and ProtectedLink read it. */
export interface AccessHandle {
  readonly access: RouteAccess;
  /** Where a signed-in-only screen goes when the server refuses the session, instead of the register dialog. */
  readonly whenRefused?: string;
}

/** The handles route objects carry: `{ path, handle: access.signedIn, lazy }`. */
export const access = {
  public: { access: 'public' },
  signedIn: { access: 'signedIn' },
  /** The onboarding wizard: signed in only, and a refused session ends on /sesion-caducada, which says so. */
  wizard: { access: 'signedIn', whenRefused: paths.sessionEnded() },
} as const satisfies Record<RouteAccess | 'wizard', AccessHandle>;

/** Navigation state that makes the landing page open the register dialog (part 1 §2). */
export const registerPromptState = { showRegister: true } as const;

/**
 * The access of a matched branch: that of the deepest route that declares one (a screen
 * may be stricter or looser than its layout), public when none does (layouts, redirects).
 */
export function accessOfHandles(handles: readonly unknown[]): RouteAccess {
  return declaringHandle(handles)?.access ?? 'public';
}

/** Where a refused session leaves the matched branch, when its access says so (the wizard). */
export function refusedSessionPathOf(handles: readonly unknown[]): string | undefined {
  return declaringHandle(handles)?.whenRefused;
}

function declaringHandle(handles: readonly unknown[]): AccessHandle | undefined {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as Partial<AccessHandle> | null | undefined;
    if (handle?.access === 'public' || handle?.access === 'signedIn') return handle as AccessHandle;
  }
  return undefined;
}

/** Who may open `to` (a path, with or without a query), by the route objects that would render it. */
export function accessOfPath(routes: RouteObject[], to: string): RouteAccess {
  return accessOfHandles((matchRoutes(routes, to) ?? []).map((match) => match.route.handle));
}
