import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCompleteUser, makeUser } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { getSession, setToken, setUser } from '../../../lib/session.store.ts';
import ProfilePage from './profile.page.tsx';

function mountProfile(
  routes: Parameters<typeof mockFetch>[0],
  user = makeUser(),
  state: unknown = undefined,
) {
  setToken('t-1');
  setUser(user);
  const fetchMock = mockFetch({
    'GET /api/users/me': { body: user },
    'GET /api/users/me/credits': { body: { credit_balance: 0, fee_waivers: 0, entries: [] } },
    ...routes,
  });
  const { router } = renderPage(<ProfilePage />, '/profile', { pathname: '/profile', state });
  return { fetchMock, router };
}

function renderProfile(
  routes: Parameters<typeof mockFetch>[0],
  user = makeUser(),
  state: unknown = undefined,
) {
  return mountProfile(routes, user, state).fetchMock;
}

/** Sent by the profile gate: the form open, and where to go back to. */
const renderProfileAt = (routes: Parameters<typeof mockFetch>[0], state: unknown) =>
  mountProfile(routes, makeUser(), state);

describe('profile page', () => {
  it('shows completion, account, credits in ₹, activity and the read-only details', async () => {
    renderProfile({});
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    // first name, last name, email of six fields: 50%.
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const missing = screen.getByText(
      'Complete these to create and join groups:',
    ).nextElementSibling;
    expect(
      within(missing as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Phone', 'Gender', 'Date of birth']);
    expect(screen.getByText('₹1,234.56')).toBeInTheDocument();
    expect(screen.getByText('#42')).toBeInTheDocument();
    expect(screen.getByText('Traveller')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThan(5);
    expect(screen.getByRole('button', { name: 'Contact & address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Travel preferences' })).toBeInTheDocument();
  });

  it('shows the fee waivers held and where each came from', async () => {
    renderProfile({
      'GET /api/users/me': { body: makeUser({ credit_balance: 1000, fee_waivers: 2 }) },
      'GET /api/users/me/credits': {
        body: {
          credit_balance: 1000,
          fee_waivers: 2,
          entries: [
            {
              id: 'e-2',
              created_at: '2026-11-20T10:00:00.000Z',
              amount: 0,
              waivers: 1,
              reason: 'GROUP_CANCELLED',
              community_id: 'c-2',
              rfq_number: 'RFQ-2026-000009',
            },
            {
              id: 'e-1',
              created_at: '2026-11-18T10:00:00.000Z',
              amount: 1000,
              waivers: 1,
              reason: 'GROUP_DISABLED',
              community_id: 'c-1',
              rfq_number: 'RFQ-2026-000004',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('2 ticketing-fee waivers')).toBeVisible();
    const ledger = await screen.findByRole('table', { name: 'Credits and fee waivers' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Fri, 20 Nov 2026, 3:30 pm',
        'Your group RFQ-2026-000009 closed without a booking',
        '—',
        '+1',
      ],
      [
        'Wed, 18 Nov 2026, 3:30 pm',
        'Your group RFQ-2026-000004 did not reach 7 passengers in 24 hours',
        '+₹10.00',
        '+1',
      ],
    ]);
  });

  it('requires first name, last name and email before saving', async () => {
    const fetchMock = renderProfile({});
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('First name, last name, and email are required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // At the field, which takes the focus; the summary links to it.
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveClass('is-invalid');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'First name is required' })).toHaveAttribute(
      'href',
      `#${first.id}`,
    );
  });

  it('shows 422 items next to their fields', async () => {
    renderProfile({
      'PUT /api/users/me': {
        status: 422,
        body: { detail: [{ loc: ['body', 'city'], msg: 'City is not known', type: 'x' }] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.type(screen.getByLabelText(/^City/), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const city = screen.getByLabelText(/^City/);
    expect(await screen.findByRole('link', { name: 'City is not known' })).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('City is not known');
  });

  it('saves, replaces the stored user and confirms', async () => {
    const updated = makeUser({ phone: '+919876543210', city: 'Pune' });
    const fetchMock = renderProfile({ 'PUT /api/users/me': { body: updated } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await userEvent.type(screen.getByLabelText(/^City/), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(getSession().user?.city).toBe('Pune');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body).toMatchObject({ first_name: 'Asha', phone: '98765 43210', city: 'Pune' });
  });

  it('asks for the GSTIN and business name only when GST invoices are wanted, checked with the API’s words', async () => {
    const fetchMock = renderProfile({ 'PUT /api/users/me': { body: makeUser() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByLabelText(/^GSTIN/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^GST invoice needed/), 'YES');
    expect(
      screen.getByText(/to get GST tax invoices; until then your receipts are plain/),
    ).toHaveTextContent(
      'Add your GSTIN and business name (as registered for GST) to get GST tax invoices',
    );
    await userEvent.type(screen.getByLabelText(/^GSTIN/), '29ABCDE1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const gstin = screen.getByLabelText(/^GSTIN/);
    expect(gstin).toHaveAccessibleDescription(/Enter a valid 15-character GSTIN/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29abcde1234f1z5');
    await userEvent.type(
      screen.getByLabelText(/^Business name \(as registered for GST\)/),
      'Asha Exports LLP',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      gst_invoice_requirement: 'YES',
      gstin: '29abcde1234f1z5',
      gst_business_name: 'Asha Exports LLP',
    });
  });

  it('opens the form in view and focused when the profile gate sends the traveller here', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderProfile({}, makeUser(), { edit: true });
    const heading = await screen.findByRole('heading', { name: 'Edit your details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scroll.mock.contexts).toContain(heading);
    expect(screen.getByLabelText(/^Mobile number/)).toBeVisible();
  });

  it('goes back where the profile gate stopped the traveller once the saved profile is complete', async () => {
    const { router } = renderProfileAt(
      { 'PUT /api/users/me': { body: makeCompleteUser() } },
      { edit: true, returnTo: '/invite/g-1?join=1' },
    );
    await userEvent.type(await screen.findByLabelText(/^Mobile number/), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/g-1'));
    expect(router.state.location.search).toBe('?join=1');
  });

  it('stays on the profile when the saved profile is still incomplete', async () => {
    const { router } = renderProfileAt(
      { 'PUT /api/users/me': { body: makeUser({ phone: '+919876543210' }) } },
      { edit: true, returnTo: '/invite/g-1?join=1' },
    );
    await userEvent.type(await screen.findByLabelText(/^Mobile number/), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('brings the form into view from the completion card, and the saved message after Save', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderProfile({ 'PUT /api/users/me': { body: makeUser({ phone: '+919876543210' }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete profile' }));
    const heading = screen.getByRole('heading', { name: 'Edit your details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scroll.mock.contexts).toContain(heading);
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Profile updated successfully!');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(scroll.mock.contexts).toContain(saved);
  });

  it('shows the GST details, or what a tax invoice still needs, in the read-only view', async () => {
    renderProfile(
      {},
      makeUser({
        gst_invoice_requirement: 'YES',
        gstin: '29ABCDE1234F1Z5',
        gst_business_name: null,
      }),
    );
    expect(await screen.findByText('29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add your business name (as registered for GST) to get GST tax invoices; until then your receipts are plain receipts.',
      ),
    ).toBeInTheDocument();
  });

  it('sends one save for a double click and disables Save while it is under way', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = renderProfile({});
    const realFetch = globalThis.fetch;
    const slowFetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
      init.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : realFetch(input, init),
    );
    vi.stubGlobal('fetch', slowFetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    // Two clicks before React can render the disabled button.
    const save = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.click(save);
    fireEvent.click(save);
    const saving = await screen.findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    const puts = () => slowFetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(1);
    answer(new Response(JSON.stringify(makeUser()), { status: 200 }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('checks the change-password form one problem at a time, in order', async () => {
    renderProfile({});
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog'));
    const submit = () => userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await submit();
    // Each problem at its field, which takes the focus.
    expect(dialog.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Both current and new password are required',
    );
    expect(dialog.getByLabelText(/^Current password/)).toHaveFocus();
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Old!pass1');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'Ab1!');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'Ab1?');
    await submit();
    expect(dialog.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'New passwords do not match',
    );
    await userEvent.clear(dialog.getByLabelText(/^Confirm new password/));
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'Ab1!');
    await submit();
    expect(dialog.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('New password must be at least 8 characters long'),
    );
    expect(dialog.getByLabelText(/^New password/)).toHaveFocus();
  });

  it('changes the password and confirms', async () => {
    renderProfile({
      'POST /api/users/change-password': { body: { message: 'Password changed successfully!' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Old!pass1');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'N3w!password');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'N3w!password');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  });

  it('sends one password change for a double click', async () => {
    const fetchMock = renderProfile({
      'POST /api/users/change-password': { body: { message: 'Password changed successfully!' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Old!pass1');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'N3w!password');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'N3w!password');
    const change = dialog.getByRole('button', { name: 'Change password' });
    fireEvent.click(change);
    fireEvent.click(change);
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/change-password')),
    ).toHaveLength(1);
  });

  it('shows the change-password failure detail', async () => {
    renderProfile({
      'POST /api/users/change-password': {
        status: 400,
        body: { detail: 'Current password is incorrect' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Wrong!pass1');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'N3w!password');
    await userEvent.type(dialog.getByLabelText(/^Confirm new password/), 'N3w!password');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('reports a load failure', async () => {
    renderProfile({ 'GET /api/users/me': { status: 500, raw: '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile data. Please try again later.',
    );
  });

  it('says Profile Not Found when the user is gone', async () => {
    renderProfile({ 'GET /api/users/me': { status: 404, body: { detail: 'User not found' } } });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    expect(
      screen.getByText("We couldn't find your user profile. Please try logging in again."),
    ).toBeInTheDocument();
  });
});
