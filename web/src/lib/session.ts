// The browser session: the spec keeps the token and a few profile facts in localStorage
// under fixed keys (part 1 §3). Login is "a token is stored" (part 1 §6); the server
// decides whether it is still valid.

import { SESSION_KEYS as KEYS } from './storageKeys';

type Listener = () => void;
const listeners = new Set<Listener>();

// Whether the last session ended because the server refused its token (until the next
// sign-in or logout): a wizard screen then says so on /sesion-caducada (AccessGuard).
let refused = false;

export function getAuthToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function isLoggedIn(): boolean {
  return getAuthToken() !== null;
}

/** Stores a fresh token and tells subscribers (the Relay environment is rebuilt). */
export function setAuthToken(token: string): void {
  localStorage.setItem(KEYS.token, token);
  refused = false;
  notify();
}

/** Profile facts the spec caches next to the token (role and types as the REST values). */
export interface StoredUser {
  username?: string | null;
  role?: string | null;
  creativeType?: number | string | null;
  professionalType?: number | string | null;
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  setOrRemove(KEYS.role, user.role);
  setOrRemove(KEYS.creativeType, user.creativeType);
  setOrRemove(KEYS.professionalType, user.professionalType);
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

/** Forgets the token and every cached profile fact (both logouts, account deletion). */
export function clearSession(): void {
  forget(false);
}

/**
 * The server refused `token` (a 401, GraphQL UNAUTHENTICATED): the visitor carries on
 * anonymously. Nothing happens when another session (or none) has replaced it meanwhile,
 * so one refusal among several requests in flight ends the session once.
 */
export function endRefusedSession(token: string): void {
  if (getAuthToken() === token) forget(true);
}

/** A stored token, none, or none because the server refused the last one (not a logout). */
export type SessionState = 'signedIn' | 'visitor' | 'refused';

export function getSessionState(): SessionState {
  if (isLoggedIn()) return 'signedIn';
  return refused ? 'refused' : 'visitor';
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOrRemove(key: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

function forget(wasRefused: boolean): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  refused = wasRefused;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}
