// The session's keys in browser storage, read and written without React: the entry of a
// prerendered page asks whether someone is signed in before it loads the app.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policies); the app then behaves as logged out.
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See readStorage: nothing to persist to.
  }
}
