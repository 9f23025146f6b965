import { describe, expect, it } from 'vitest';
import { makeAirlineUser, makeUser } from '../../test/fixtures.ts';
import { loggedInNavItems } from './nav-items.ts';

const links = (user: Parameters<typeof loggedInNavItems>[0]) =>
  loggedInNavItems(user).map((item) => `${item.label} ${item.to}`);

describe('logged-in nav items per role', () => {
  it('a traveller gets Home and Tickets', () => {
    expect(links(makeUser())).toEqual(['Home /dashboard', 'Tickets /tickets']);
  });

  it('an airline partner (role AIRLINE or a company_id) gets Airline Bidding as home, no Tickets', () => {
    const expected = ['Airline Bidding /airline/dashboard'];
    expect(links(makeAirlineUser())).toEqual(expected);
    expect(links(makeUser({ company_id: 'c-9' }))).toEqual(expected);
  });

  it('an admin keeps Home and also gets Admin (with its badge) and Airline Bidding', () => {
    const items = loggedInNavItems(makeUser({ is_admin: true, role: 'ADMIN' }));
    expect(items.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Home /dashboard',
      'Tickets /tickets',
      'Admin /admin',
      'Airline Bidding /airline/dashboard',
    ]);
    expect(items.find((item) => item.label === 'Admin')?.badge).toBe('Admin');
  });

  it('an airline partner who is also an admin keeps the airline home and gets Admin', () => {
    expect(links(makeAirlineUser({ is_admin: true }))).toEqual([
      'Airline Bidding /airline/dashboard',
      'Admin /admin',
    ]);
  });

  it('no one but an admin gets the Admin link', () => {
    for (const user of [makeUser(), makeAirlineUser(), null]) {
      expect(links(user).some((link) => link.startsWith('Admin'))).toBe(false);
    }
  });

  it('no stored user yet: the traveller links', () => {
    expect(links(null)).toEqual(['Home /dashboard', 'Tickets /tickets']);
  });
});
