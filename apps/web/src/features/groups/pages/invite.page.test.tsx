import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupPreview } from '@saath/shared/groups';
import {
  makeAirlineUser,
  makeCompleteUser,
  makeGroup,
  makeGroupPreview,
  makeUser,
} from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import type { CurrentUser } from '@saath/shared/accounts';
import InvitePage from './invite.page.tsx';

const ID = makeGroup().community_id;

function renderInvite(
  options: {
    preview?: Partial<GroupPreview> | MockResponse;
    user?: CurrentUser;
    myGroups?: ReturnType<typeof makeGroup>[];
    path?: string;
  } = {},
) {
  if (options.user) {
    setToken('t-1');
    setUser(options.user);
  }
  const preview = options.preview ?? {};
  const answer =
    'body' in preview || typeof preview.status === 'number'
      ? (preview as MockResponse)
      : { body: makeGroupPreview(preview as Partial<GroupPreview>) };
  const fetchMock = mockFetch({
    [`GET /api/communities/${ID}/preview`]: answer,
    'GET /api/communities/': { body: options.myGroups ?? [] },
  });
  const utils = renderPage(<InvitePage />, '/invite/:id', options.path ?? `/invite/${ID}`);
  return { fetchMock, ...utils };
}

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Flight Group' })).closest('.card') as HTMLElement,
  );

describe('invite preview (/invite/{id})', () => {
  it('shows a visitor the trip and how full it is, and sends Join to login with a way back', async () => {
    const { router, fetchMock } = renderInvite();
    const facts = await card();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /New Delhi \(DEL\).*Mumbai \(BOM\)/,
    );
    expect(facts.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(facts.getByText('08:00-12:00')).toBeVisible();
    expect(facts.getByText('Pending', { selector: '.badge' })).toBeVisible();
    expect(facts.getByText('3 of 7 needed')).toBeVisible();
    expect(facts.getByText('4 more passengers needed to reach threshold')).toBeVisible();
    expect(facts.getByText(/Forming closes/)).toBeVisible();
    // A visitor's page asks nothing about memberships.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/communities/${ID}/preview`,
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Join this group' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: `/invite/${ID}?join=1` });
  });

  it('offers a visitor registration with the same way back', async () => {
    const { router } = renderInvite();
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ returnTo: `/invite/${ID}?join=1` });
  });

  it('tells a member they are in the group and links to its page', async () => {
    renderInvite({ user: makeCompleteUser(), myGroups: [makeGroup()] });
    expect(await screen.findByText('You are in this group')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your group' })).toHaveAttribute(
      'href',
      `/communities/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Join this group' })).not.toBeInTheDocument();
  });

  it('opens the join wizard for a signed-in traveller who is not a member', async () => {
    renderInvite({ user: makeCompleteUser(), myGroups: [makeGroup({ community_id: 'other' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Flight Group' });
    expect(within(dialog).getByText(/New Delhi/)).toBeVisible();
  });

  it('opens the join wizard at once when back from signing in to join, once', async () => {
    const { router } = renderInvite({ user: makeCompleteUser(), path: `/invite/${ID}?join=1` });
    expect(await screen.findByRole('dialog', { name: 'Join Flight Group' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('asks for a complete profile before the wizard', async () => {
    renderInvite({ user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this group' }));
    expect(
      await screen.findByText('Your profile must be 100% complete to create or join groups.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Join Flight Group' })).not.toBeInTheDocument();
  });

  it('sends Complete Profile to the form with the way back to this invite, to join', async () => {
    const { router } = renderInvite({ user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this group' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Complete Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.state).toEqual({ edit: true, returnTo: `/invite/${ID}?join=1` });
  });

  it('says a disabled group is no longer open and links to search, for anyone', async () => {
    for (const user of [undefined, makeCompleteUser()]) {
      const { unmount } = renderInvite({
        user,
        preview: { status: 'DISABLED', open_for_joining: false, formation_deadline: null },
      });
      expect(await screen.findByText('This group is no longer open for joining')).toBeVisible();
      expect(screen.getByText('Disabled', { selector: '.badge' })).toBeVisible();
      expect(
        screen.getByText(
          'This group was disabled: each member received a ₹10 credit and one ticketing-fee waiver',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/community/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Find another group' })).toHaveAttribute(
        'href',
        '/communities/new',
      );
      expect(screen.queryByRole('link', { name: 'Join this group' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join this group' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says a full group is full', async () => {
    renderInvite({
      preview: {
        status: 'RFQ_SENT',
        passenger_count: 15,
        passengers_needed: 0,
        open_for_joining: false,
        formation_deadline: null,
      },
    });
    expect(await screen.findByText('Group is full')).toBeVisible();
    expect((await card()).getByText('15 of 15 seats')).toBeVisible();
  });

  it('tells an airline partner they bid rather than join, without asking for memberships', async () => {
    const { fetchMock } = renderInvite({ user: makeAirlineUser() });
    expect(await screen.findByText(/Airline partners bid on groups/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join this group' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/communities/')).toBe(false);
  });

  it('says when the link leads to no group', async () => {
    renderInvite({ preview: { status: 404, body: { detail: 'Group not found' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Flight Groups' })).toBeVisible();
  });
});
