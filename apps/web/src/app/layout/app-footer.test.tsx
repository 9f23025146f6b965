import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import AppFooter from './app-footer.tsx';

const company = () =>
  within(screen.getByRole('heading', { name: 'Company' }).nextElementSibling as HTMLElement);

describe('footer ("Navigation and footer")', () => {
  it('offers membership and login to a visitor', () => {
    renderPage(<AppFooter />, '/');
    expect(company().getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(company().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('offers neither to a signed-in member, only their profile', () => {
    setToken('t-1');
    setUser(makeUser());
    renderPage(<AppFooter />, '/dashboard');
    expect(company().queryByRole('link', { name: 'Become a Member' })).toBeNull();
    expect(company().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(company().getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Become a Member' })).toBeNull();
  });
});
