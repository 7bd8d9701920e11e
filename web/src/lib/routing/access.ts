import { matchRoutes, type RouteObject } from 'react-router';

/** Who may open a route: anyone, or a visitor with a stored token (the spec's only login check, part 1 §6). */
export type RouteAccess = 'public' | 'signedIn';

/** What a route object declares in its `handle`; AccessGuard and ProtectedLink read it. */
export interface AccessHandle {
  readonly access: RouteAccess;
}

/** The handles route objects carry: `{ path, handle: access.signedIn, lazy }`. */
export const access = {
  public: { access: 'public' },
  signedIn: { access: 'signedIn' },
} as const satisfies Record<RouteAccess, AccessHandle>;

/** Navigation state that makes the landing page open the register dialog (part 1 §2). */
export const registerPromptState = { showRegister: true } as const;

/**
 * The access of a matched branch: that of the deepest route that declares one (a screen
 * may be stricter or looser than its layout), public when none does (layouts, redirects).
 */
export function accessOfHandles(handles: readonly unknown[]): RouteAccess {
  for (let index = handles.length - 1; index >= 0; index--) {
    const declared = (handles[index] as Partial<AccessHandle> | null | undefined)?.access;
    if (declared === 'public' || declared === 'signedIn') return declared;
  }
  return 'public';
}

/** Who may open `to` (a path, with or without a query), by the route objects that would render it. */
export function accessOfPath(routes: RouteObject[], to: string): RouteAccess {
  return accessOfHandles((matchRoutes(routes, to) ?? []).map((match) => match.route.handle));
}
