import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@saath/shared/accounts';

// Session: a token and the user record (GET /api/users/me) in browser storage
// (session-storage.ts).
import { readStorage, TOKEN_KEY, USER_KEY, writeStorage } from './session-storage.ts';

export { TOKEN_KEY, USER_KEY };
const FIRST_LOGIN_PREFIX = 'saath:first-login:';

export type Session = { token: string | null; user: CurrentUser | null };

type Listener = () => void;
const listeners = new Set<Listener>();
const externalListeners = new Set<(session: Session) => void>();

function parseUser(raw: string | null): CurrentUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as CurrentUser) : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object back while nothing changed, so the snapshot is
// rebuilt only when the raw stored strings differ.
let rawToken: string | null = null;
let rawUser: string | null = null;
let snapshot: Session = { token: null, user: null };

function refreshSnapshot(): boolean {
  const token = readStorage(TOKEN_KEY);
  const user = readStorage(USER_KEY);
  if (token === rawToken && user === rawUser) return false;
  rawToken = token;
  rawUser = user;
  snapshot = { token, user: parseUser(user) };
  return true;
}
refreshSnapshot();

function emit(): void {
  if (refreshSnapshot()) for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function setToken(token: string): void {
  writeStorage(TOKEN_KEY, token);
  emit();
}

export function setUser(user: CurrentUser): void {
  writeStorage(USER_KEY, JSON.stringify(user));
  emit();
}

/** Logout and every 401: token and user go together. */
export function clearSession(): void {
  writeStorage(TOKEN_KEY, null);
  writeStorage(USER_KEY, null);
  emit();
}

/**
 * First login: true the first time this user id logs in on this browser.
 * The marker is per user so a shared computer does not hide it from a second person.
 */
export function markLogin(userId: string): boolean {
  const key = `${FIRST_LOGIN_PREFIX}${userId}`;
  if (readStorage(key)) return false;
  writeStorage(key, new Date().toISOString());
  return true;
}

function onStorage(event: StorageEvent): void {
  // key null means another tab called localStorage.clear().
  if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
  if (!refreshSnapshot()) return;
  for (const listener of listeners) listener();
  for (const listener of externalListeners) listener(snapshot);
}

let listening = false;
function ensureStorageListener(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener('storage', onStorage);
  listening = true;
}

export function subscribe(listener: Listener): () => void {
  ensureStorageListener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when another tab changed the session, so this tab can re-fetch the user. */
export function subscribeExternalChange(listener: (session: Session) => void): () => void {
  ensureStorageListener();
  externalListeners.add(listener);
  return () => externalListeners.delete(listener);
}

// Prerendered pages are built without a browser, so the server has no session: the
// page hydrates as a visitor sees it and React re-renders with the stored session right after,
// instead of failing hydration on a logged-in navbar.
const LOGGED_OUT: Session = { token: null, user: null };
const getServerSession = () => LOGGED_OUT;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getServerSession);
}
