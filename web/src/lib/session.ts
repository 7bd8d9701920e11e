// The browser session: the spec keeps the token and a few profile facts in localStorage
// under fixed keys (part 1 §3). Login is "a token is stored" (part 1 §6); the server
// decides whether it is still valid.

import { SESSION_KEYS as KEYS } from './storageKeys';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getAuthToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function isLoggedIn(): boolean {
  return getAuthToken() !== null;
}

/** Stores a fresh token and tells subscribers (the Relay environment is rebuilt). */
export function setAuthToken(token: string): void {
  localStorage.setItem(KEYS.token, token);
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
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOrRemove(key: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

function notify(): void {
  for (const listener of listeners) listener();
}
