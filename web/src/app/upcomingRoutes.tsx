import type { RouteObject } from 'react-router';

/**
 * Screens of the /ControlPanel shell that later issues build (part 1 §2, part 2 §2), each
 * declared with who may open it (access.*) and the explorer as its stand-in, so the guard
 * already sends an anonymous visitor on a signed-in-only path to the register dialog. A
 * feature's route object replaces its line here; every screen of the spec now has its own.
 */
export const upcomingShellRoutes: RouteObject[] = [];
