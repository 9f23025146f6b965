import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import { failingFetch, mockFetch } from '../test/http.ts';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { errorText } from './error-text.ts';
import { getSession, setToken, setUser } from './session.store.ts';

describe('api client', () => {
  it('sends the bearer token and JSON', async () => {
    setToken('t-1');
    const fetchMock = mockFetch({ 'POST /api/x': { body: { ok: true } } });
    await expect(apiRequest('/api/x', { json: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer t-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('form-encodes when asked (login)', async () => {
    const fetchMock = mockFetch({ 'POST /api/users/login': { body: {} } });
    await apiRequest('/api/users/login', { form: { username: 'a@b.in', password: 'p&q' } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init.body).toBe('username=a%40b.in&password=p%26q');
  });

  it('clears the session and goes to /login on any 401', async () => {
    setToken('t-1');
    setUser(makeUser());
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/users/me': { status: 401, body: { detail: 'Not authenticated' } } });

    const error = await apiRequest('/api/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone for a credential check that answers 401', async () => {
    setToken('t-1');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'POST /api/users/login': { status: 401, body: { detail: 'Incorrect' } } });
    await expect(
      apiRequest('/api/users/login', { form: {}, skipAuthRedirect: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBe('t-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the parsed body; errorText reads it into one line', async () => {
    mockFetch({
      'GET /api/a': { status: 409, body: { detail: 'Group is full' } },
      'GET /api/b': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'x'], msg: 'X bad', type: 't' },
            { loc: [], msg: 'Y bad', type: 't' },
          ],
        },
      },
      'GET /api/c': { status: 500, raw: 'oops' },
      'GET /api/d': { status: 400, body: { message: 'From message' } },
    });
    const text = (path: string) => apiRequest(path).catch((e: unknown) => errorText(e, 'Fallback'));
    await expect(text('/api/a')).resolves.toBe('Group is full');
    await expect(text('/api/b')).resolves.toBe('X bad, Y bad');
    await expect(text('/api/c')).resolves.toBe('oops');
    await expect(text('/api/d')).resolves.toBe('From message');
    failingFetch();
    await expect(text('/api/a')).resolves.toBe('Fallback');
  });
});
