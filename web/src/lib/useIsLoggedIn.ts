import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeToSession } from './session';

/** Whether a token is stored (the spec's only login check), updated on login and logout. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, isLoggedIn);
}
