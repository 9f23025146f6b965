import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCompleteUser, makeGroup, makeMeta, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import FindGroupPage from './find-group.page.tsx';

const SEARCH_DEL_BOM =
  'GET /api/communities/search?from_location=DEL&to_location=BOM&travel_date=2026-12-12&time_slot=';
const SEARCH_DEL_BOM_SLOT =
  'GET /api/communities/search?from_location=DEL&to_location=BOM&travel_date=2026-12-12&time_slot=SLOT_08_12';

function renderFind(
  routes: Record<string, MockResponse | MockRoute> = {},
  user = makeCompleteUser(),
  initialPath = '/communities/new',
) {
  setToken('t-1');
  setUser(user);
  const fetchMock = mockFetch({ 'GET /api/meta': { body: makeMeta('2026-06-01') }, ...routes });
  const utils = renderPage(<FindGroupPage />, '/communities/new', initialPath);
  return { fetchMock, ...utils };
}

const from = () => screen.getByLabelText(/^From/) as HTMLSelectElement;
const to = () => screen.getByLabelText(/^To/) as HTMLSelectElement;
const date = () => screen.getByLabelText(/^Travel Date/) as HTMLInputElement;
const slot = () => screen.getByLabelText(/^Departure Time Slot/) as HTMLSelectElement;
const optionValues = (select: HTMLSelectElement) =>
  Array.from(select.options)
    .map((o) => o.value)
    .filter(Boolean);

async function fillSearch(withSlot = false) {
  await userEvent.selectOptions(from(), 'DEL');
  await userEvent.selectOptions(to(), 'BOM');
  fireEvent.change(date(), { target: { value: '2026-12-12' } });
  if (withSlot) await userEvent.selectOptions(slot(), 'SLOT_08_12');
}

const passengerGroup = (n: number) => within(screen.getByRole('group', { name: `Passenger ${n}` }));

async function fillPassenger(n: number, values: Partial<Record<string, string>> = {}) {
  const group = passengerGroup(n);
  const v = {
    name: `Traveller ${n}`,
    dob: '1990-01-15',
    gender: 'F',
    phone: '98765 4321' + n,
    email: `t${n}@example.in`,
    ...values,
  };
  const name = group.getByLabelText(/^Full name/);
  await userEvent.clear(name);
  await userEvent.type(name, v.name);
  fireEvent.change(group.getByLabelText(/^Date of birth/), { target: { value: v.dob } });
  await userEvent.selectOptions(group.getByLabelText(/^Gender/), v.gender);
  const phone = group.getByLabelText(/^Phone/);
  await userEvent.clear(phone);
  await userEvent.type(phone, v.phone);
  const email = group.getByLabelText(/^Email/);
  await userEvent.clear(email);
  await userEvent.type(email, v.email);
}

const dialog = () => within(screen.getByRole('dialog'));
const next = () => userEvent.click(dialog().getByRole('button', { name: 'Next' }));

describe('find or create a group (/communities/new, the search form)', () => {
  it('keeps the page title and one h1', async () => {
    renderFind();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find or Create a Flight Group' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('limits To to the destinations of From; choosing From clears To and the date', async () => {
    renderFind();
    expect(to()).toBeDisabled();
    await userEvent.selectOptions(from(), 'VNS');
    // Out of Varanasi only to Mumbai, Bengaluru, Kolkata and Chennai.
    expect(optionValues(to())).toEqual(['BOM', 'BLR', 'CCU', 'MAA']);
    await userEvent.selectOptions(from(), 'BOM');
    expect(optionValues(to())).not.toContain('VNS');
    expect(optionValues(to())).not.toContain('BOM');
    await userEvent.selectOptions(from(), 'DEL');
    expect(optionValues(to())).toContain('VNS');
    await userEvent.selectOptions(to(), 'VNS');
    fireEvent.change(date(), { target: { value: '2026-12-12' } });
    expect(date().value).toBe('2026-12-12');
    await userEvent.selectOptions(from(), 'BOM');
    expect(to().value).toBe('');
    expect(date().value).toBe('');
  });

  it('sets the minimum date from the server and explains it', async () => {
    renderFind();
    expect(date()).toHaveAccessibleDescription('Please select a valid city pair');
    await userEvent.selectOptions(from(), 'DEL');
    await userEvent.selectOptions(to(), 'BOM');
    // today in India 2026-06-01 + 11 days.
    await vi.waitFor(() => expect(date()).toHaveAttribute('min', '2026-06-12'));
    expect(date()).toHaveAccessibleDescription(
      'Date must be at least 11 days in advance for DEL-BOM route',
    );
  });

  it('changing To clears a date before the minimum, keeps a later one', async () => {
    renderFind();
    await vi.waitFor(() => expect(date()).toHaveAttribute('min', '2026-06-12'));
    await userEvent.selectOptions(from(), 'DEL');
    await userEvent.selectOptions(to(), 'BOM');
    fireEvent.change(date(), { target: { value: '2026-06-05' } });
    await userEvent.selectOptions(to(), 'BLR');
    expect(date().value).toBe('');
    fireEvent.change(date(), { target: { value: '2026-06-20' } });
    await userEvent.selectOptions(to(), 'MAA');
    expect(date().value).toBe('2026-06-20');
  });

  it('refuses a date before the minimum without asking the server', async () => {
    const { fetchMock } = renderFind();
    await vi.waitFor(() => expect(date()).toHaveAttribute('min', '2026-06-12'));
    await userEvent.selectOptions(from(), 'DEL');
    await userEvent.selectOptions(to(), 'BOM');
    fireEvent.change(date(), { target: { value: '2026-06-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    expect(date()).toHaveAttribute('aria-invalid', 'true');
    // The refusal is the hint's own sentence: said once, not as hint and error both.
    expect(date()).toHaveAccessibleDescription(
      'Date must be at least 11 days in advance for DEL-BOM route',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/search'))).toBe(false);
  });

  it('caps the date at 365 days ahead from the server and refuses a later one', async () => {
    const { fetchMock } = renderFind();
    // today in India 2026-06-01 + 365 days.
    await vi.waitFor(() => expect(date()).toHaveAttribute('max', '2027-06-01'));
    await userEvent.selectOptions(from(), 'DEL');
    await userEvent.selectOptions(to(), 'BOM');
    fireEvent.change(date(), { target: { value: '2027-06-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    expect(date()).toHaveAttribute('aria-invalid', 'true');
    // The maximum is the rule broken: the minimum's hint is not said beside it.
    expect(date()).toHaveAccessibleDescription('Date must be at most 365 days in advance');
    expect(screen.queryByText(/at least 11 days/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/search'))).toBe(false);
    // A date within the range again: the error goes and the minimum's hint comes back.
    fireEvent.change(date(), { target: { value: '2027-05-20' } });
    expect(date()).not.toHaveAttribute('aria-invalid', 'true');
    expect(date()).toHaveAccessibleDescription(
      'Date must be at least 11 days in advance for DEL-BOM route',
    );
  });

  it("splits results into exact and ±3 day tables with the passenger count and each group's own status", async () => {
    const { fetchMock } = renderFind({
      [SEARCH_DEL_BOM]: {
        body: {
          exact_matches: [makeGroup({ passenger_count: 5, my_passenger_count: 0 })],
          alternative_matches: [
            makeGroup({
              community_id: 'g-2',
              travel_date: '2026-12-14',
              time_slot: 'SLOT_16_20',
              status: 'RFQ_SENT',
              passenger_count: 9,
              my_passenger_count: 0,
            }),
            makeGroup({
              community_id: 'g-3',
              travel_date: '2026-12-10',
              status: 'ready_for_booking' as never,
              my_passenger_count: 0,
            }),
          ],
        },
      },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    expect(await screen.findByRole('heading', { name: 'Available Flight Groups' })).toBeVisible();
    const exact = within(screen.getByRole('table', { name: 'Exact Date Matches' }));
    const alternatives = within(screen.getByRole('table', { name: 'Alternative Dates (±3 days)' }));
    const exactRow = exact.getAllByRole('row')[1]!;
    expect(
      within(exactRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sat, 12 Dec 2026', '08:00-12:00', '5 of 7 needed', 'Pending', 'Join']);
    // As the group's page says it: a Pending group is never called Active here.
    const altRows = alternatives.getAllByRole('row').slice(1);
    expect(altRows.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual([
      'RFQ sent',
      'Awaiting payment',
    ]);
    expect(within(altRows[0]!).getByText('9 of 15 seats')).toBeInTheDocument();
    // The slot travels emptied when none is chosen.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('&time_slot='))).toBe(true);
  });

  it("shows 'No Groups Found' with Create New Group", async () => {
    renderFind({ [SEARCH_DEL_BOM]: { body: { exact_matches: [], alternative_matches: [] } } });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    expect(await screen.findByRole('heading', { name: 'No Groups Found' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create New Group' })).toBeVisible();
  });

  it('shows a search error detail, or the fallback', async () => {
    renderFind({
      [SEARCH_DEL_BOM]: {
        status: 422,
        body: { detail: [{ loc: ['query', 'travel_date'], msg: 'Too soon', type: 'x' }] },
      },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too soon');
  });

  it('keeps the search in the address, so a reload or Back shows it and its results again', async () => {
    const results = {
      body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
    };
    const first = renderFind({ [SEARCH_DEL_BOM]: results });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await screen.findByRole('button', { name: /^Join group on/ });
    const address = first.router.state.location.search;
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: '2026-12-12',
    });
    // A reload: the same address, a new page.
    first.unmount();
    renderFind({ [SEARCH_DEL_BOM]: results }, makeCompleteUser(), `/communities/new${address}`);
    expect(await screen.findByRole('button', { name: /^Join group on/ })).toBeVisible();
    expect(from().value).toBe('DEL');
    expect(to().value).toBe('BOM');
    expect(date().value).toBe('2026-12-12');
  });

  it("keeps the wizard's passengers through a reload until sent or discarded; Escape asks first", async () => {
    const results = {
      body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
    };
    const path = '/communities/new?from_location=DEL&to_location=BOM&travel_date=2026-12-12';
    const first = renderFind({ [SEARCH_DEL_BOM]: results }, makeCompleteUser(), path);
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    const count = dialog().getByLabelText(/^Number of passengers/);
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await next();
    await fillPassenger(2, { name: 'Meera Iyer' });
    first.unmount();

    renderFind({ [SEARCH_DEL_BOM]: results }, makeCompleteUser(), path);
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    expect(passengerGroup(2).getByLabelText(/^Full name/)).toHaveValue('Meera Iyer');

    // Escape on a filled wizard asks; declining keeps it open with the passengers.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith(
      'Discard the passenger details you entered? They will not be kept.',
    );
    expect(passengerGroup(2).getByLabelText(/^Full name/)).toHaveValue('Meera Iyer');
    // Confirming discards them: the next wizard starts afresh.
    confirm.mockReturnValue(true);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /^Join group on/ }));
    expect(dialog().getByLabelText(/^Number of passengers/)).toHaveValue(1);
  });

  it('checks the passenger count and each passenger in the join wizard', async () => {
    renderFind({
      [SEARCH_DEL_BOM]: {
        body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
      },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    expect(dialog().getByRole('heading', { name: 'Join Flight Group' })).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Join Flight Group');
    const count = dialog().getByLabelText(/^Number of passengers/);
    expect(dialog().getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await next();
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Please choose between 1 and 4 passengers.',
    );
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await next();
    // Passenger 1 comes from the complete profile, passenger 2 is empty.
    expect(passengerGroup(1).getByLabelText(/^Full name/)).toHaveValue('Asha Verma');
    expect(passengerGroup(1).getByLabelText(/^Age/)).toHaveValue(36);
    await next();
    expect(dialog().getByRole('alert')).toHaveTextContent('Please fill all fields for passenger 2');
    // Each empty field is listed as a link to it, and the first one has the focus.
    const fullName = passengerGroup(2).getByLabelText(/^Full name/);
    expect(fullName).toHaveFocus();
    expect(
      within(dialog().getByRole('alert')).getByRole('link', {
        name: 'Passenger 2, Full name: Required',
      }),
    ).toHaveAttribute('href', `#${fullName.id}`);
    await fillPassenger(2, { dob: '2000-08-01' });
    // Age follows the date of birth (today 2026-06-01 in India) and stays editable.
    expect(passengerGroup(2).getByLabelText(/^Age/)).toHaveValue(25);
    await next();
    expect(dialog().getByText('Passenger 2: Traveller 2')).toBeVisible();
  });

  it('moves the keyboard focus to where each wizard step starts', async () => {
    renderFind({
      [SEARCH_DEL_BOM]: {
        body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
      },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    const count = dialog().getByLabelText(/^Number of passengers/);
    expect(count).toHaveFocus();
    await userEvent.clear(count);
    await userEvent.type(count, '2{Enter}');
    // Step 2: its first field, not the page body.
    expect(passengerGroup(1).getByLabelText(/^Full name/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Sent back with passenger 2 missing: focus goes to the first field that needs attention.
    expect(dialog().getByRole('alert')).toHaveTextContent('Please fill all fields for passenger 2');
    expect(passengerGroup(2).getByLabelText(/^Full name/)).toHaveFocus();
    await fillPassenger(2, { dob: '2000-08-01' });
    await userEvent.keyboard('{Enter}');
    // Step 3: the review's opening line, read first.
    expect(dialog().getByText(/Please check the 2 passengers/)).toHaveFocus();
  });

  it('joins and goes to the group', async () => {
    const joined = makeGroup({ status: 'RFQ_SENT', passenger_count: 7 });
    const { fetchMock, router } = renderFind({
      [SEARCH_DEL_BOM]: {
        body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
      },
      [`POST /api/communities/${joined.community_id}/join`]: { body: joined },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Join Group' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe(`/communities/${joined.community_id}`);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/join'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      passengers: [
        {
          full_name: 'Asha Verma',
          dob: '1990-05-20',
          age: 36,
          gender: 'F',
          phone: '+919876543210',
          email: 'asha@example.in',
        },
      ],
    });
  });

  it('shows a join refusal from the server', async () => {
    const group = makeGroup({ my_passenger_count: 0 });
    renderFind({
      [SEARCH_DEL_BOM]: { body: { exact_matches: [group], alternative_matches: [] } },
      [`POST /api/communities/${group.community_id}/join`]: {
        status: 409,
        body: { detail: 'Group is full' },
      },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Join Group' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('Group is full');
  });

  it("asks for a slot beside an 'Any time' search's results, then creates in it", async () => {
    renderFind({ [SEARCH_DEL_BOM]: { body: { exact_matches: [], alternative_matches: [] } } });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    const slot = await screen.findByLabelText(/^Time slot for the new group/);
    // Not the generic fields message: what is missing is said, where it can be given.
    await userEvent.click(screen.getByRole('button', { name: 'Create New Group' }));
    expect(slot).toHaveAttribute('aria-invalid', 'true');
    expect(slot).toHaveAccessibleDescription(
      'A group flies in one departure time slot: choose one to start it.',
    );
    expect(
      screen.queryByText('Please fill all required fields before creating a group.'),
    ).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.selectOptions(slot, 'SLOT_12_16');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Group' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('12:00-16:00');
    // The search form now shows the slot the group will have.
    expect(screen.getByLabelText(/^Departure Time Slot/)).toHaveValue('SLOT_12_16');
  });

  it('asks an incomplete profile to be completed before creating', async () => {
    renderFind(
      { [SEARCH_DEL_BOM_SLOT]: { body: { exact_matches: [], alternative_matches: [] } } },
      makeUser(),
    );
    await fillSearch(true);
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your profile is incomplete. Please complete your profile before creating a Group.',
    );
    const modal = within(await screen.findByRole('dialog', { name: 'Profile Incomplete' }));
    expect(
      modal.getByText('Your profile must be 100% complete to create or join groups.'),
    ).toBeVisible();
    expect(modal.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Phone',
      'Gender',
      'Date of birth',
    ]);
    expect(modal.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('lets an admin create with an incomplete profile, as the server does', async () => {
    renderFind(
      { [SEARCH_DEL_BOM_SLOT]: { body: { exact_matches: [], alternative_matches: [] } } },
      makeUser({ is_admin: true, role: 'ADMIN' }),
    );
    await fillSearch(true);
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Group' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Create Flight Group');
    expect(screen.queryByRole('dialog', { name: 'Profile Incomplete' })).toBeNull();
  });

  it('creates with passengers, confirms and goes to the group after 2 s', async () => {
    const created = makeGroup({ community_id: 'new-1', passenger_count: 1 });
    const { fetchMock, router } = renderFind({
      [SEARCH_DEL_BOM_SLOT]: { body: { exact_matches: [], alternative_matches: [] } },
      'POST /api/communities/': { status: 201, body: created },
    });
    await fillSearch(true);
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Group' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Create Flight Group');
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Flight group created successfully!')).toBeVisible();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: '2026-12-12',
      time_slot: 'SLOT_08_12',
      passengers: [{ full_name: 'Asha Verma', age: 36 }],
    });
    await screen.findByTestId('location', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/communities/new-1');
  });

  it('offers to join the existing group on 409, keeping the passengers', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { fetchMock } = renderFind({
      [SEARCH_DEL_BOM_SLOT]: { body: { exact_matches: [], alternative_matches: [] } },
      'POST /api/communities/': {
        status: 409,
        body: {
          detail: 'A group for this route, date and time slot already exists',
          existing_community_id: 'existing-1',
        },
      },
      'POST /api/communities/existing-1/join': { body: makeGroup({ community_id: 'existing-1' }) },
    });
    await fillSearch(true);
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Group' }));
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Create Group' }));
    expect(confirm).toHaveBeenCalledWith(
      'A community with these details already exists. Would you like to join it?',
    );
    const join = await screen.findByRole('dialog', { name: 'Join Flight Group' });
    expect(within(join).getByText('Passenger 1: Asha Verma')).toBeVisible();
    await userEvent.click(within(join).getByRole('button', { name: 'Join Group' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/communities/existing-1/join')).toBe(
        true,
      ),
    );
  });

  it('stays put when the 409 offer is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderFind({
      [SEARCH_DEL_BOM_SLOT]: { body: { exact_matches: [], alternative_matches: [] } },
      'POST /api/communities/': {
        status: 409,
        body: { detail: 'exists', existing_community_id: 'existing-1' },
      },
    });
    await fillSearch(true);
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Group' }));
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Create Group' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the Profile Incomplete modal when the server answers 403 to a join', async () => {
    const group = makeGroup({ my_passenger_count: 0 });
    renderFind({
      [SEARCH_DEL_BOM]: { body: { exact_matches: [group], alternative_matches: [] } },
      [`POST /api/communities/${group.community_id}/join`]: {
        status: 403,
        body: { detail: 'Complete your profile first: phone' },
      },
      'GET /api/users/me': { body: makeCompleteUser() },
    });
    await fillSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight Groups' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Join group on/ }));
    await next();
    await next();
    await userEvent.click(dialog().getByRole('button', { name: 'Join Group' }));
    expect(await screen.findByRole('dialog', { name: 'Profile Incomplete' })).toBeVisible();
  });
});
