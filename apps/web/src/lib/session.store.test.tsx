import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { makeUser } from '../test/fixtures.ts';
import {
  TOKEN_KEY,
  USER_KEY,
  clearSession,
  getSession,
  markLogin,
  setToken,
  setUser,
  subscribeExternalChange,
  useSession,
} from './session.store.ts';

function Who() {
  const { token, user } = useSession();
  return <p>{token ? `in as ${user?.name ?? 'unknown'}` : 'logged out'}</p>;
}

/** What the browser does in this tab when another tab writes localStorage. */
function otherTabWrites(key: string, value: string | null) {
  const oldValue = window.localStorage.getItem(key);
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value }));
}

describe('session store', () => {
  it('keeps the token under "token" and the user under "user"', () => {
    setToken('t-1');
    setUser(makeUser());
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('t-1');
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}').id).toBe('u-1');
    clearSession();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('re-renders components when the session changes in this tab', () => {
    render(<Who />);
    expect(screen.getByText('logged out')).toBeInTheDocument();
    act(() => {
      setToken('t-1');
      setUser(makeUser());
    });
    expect(screen.getByText('in as Asha Verma')).toBeInTheDocument();
  });

  it('follows another tab through the storage event and reports it', () => {
    const external = vi.fn();
    const unsubscribe = subscribeExternalChange(external);
    render(<Who />);

    act(() => {
      otherTabWrites(TOKEN_KEY, 't-2');
      otherTabWrites(USER_KEY, JSON.stringify(makeUser({ name: 'Ravi Kumar' })));
    });
    expect(screen.getByText('in as Ravi Kumar')).toBeInTheDocument();
    expect(external).toHaveBeenLastCalledWith(expect.objectContaining({ token: 't-2' }));

    act(() => otherTabWrites(TOKEN_KEY, null));
    expect(screen.getByText('logged out')).toBeInTheDocument();
    unsubscribe();
  });

  it('ignores storage events for other keys', () => {
    const external = vi.fn();
    const unsubscribe = subscribeExternalChange(external);
    act(() => otherTabWrites('something-else', 'x'));
    expect(external).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('treats a corrupt stored user as no user', () => {
    act(() => otherTabWrites(USER_KEY, '{not json'));
    expect(getSession().user).toBeNull();
  });

  it('marks the first login per user id', () => {
    expect(markLogin('u-1')).toBe(true);
    expect(markLogin('u-1')).toBe(false);
    expect(markLogin('u-2')).toBe(true);
    expect(window.localStorage.getItem('saath:first-login:u-1')).not.toBeNull();
  });
});
