import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRECTION_TOO_LATE } from '@saath/shared/corrections';
import type { Passenger } from '@saath/shared/groups';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { AFTER_ISSUE_NOTE, CorrectPassengerModal } from './correct-passenger-modal.tsx';

// docs/product/ticketing.md "Corrections": the member's "Correct details" dialog.

const PASSENGER: Passenger = {
  id: 'p-1',
  full_name: 'Asha Verma',
  age: 36,
  dob: '1990-04-02',
  gender: 'F',
  phone: '9876543210',
  email: 'asha@example.in',
};
const PATCH = 'PATCH /api/communities/g-1/passengers/p-1';

function open(issued = false) {
  const onDone = vi.fn();
  renderPage(
    <CorrectPassengerModal
      communityId="g-1"
      passenger={PASSENGER}
      issued={issued}
      onHide={() => undefined}
      onDone={onDone}
    />,
    '/communities/g-1',
  );
  return { onDone };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('Correct details dialog', () => {
  it('sends the corrected fields and reports the passenger corrected', async () => {
    const fetchMock = mockFetch({ [PATCH]: { body: { ...PASSENGER, full_name: 'Asha Sharma' } } });
    const { onDone } = open();
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct details' }));
    const name = dialog.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Asha Verma');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Sharma');
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ kind: 'corrected' });
    const [, init] = calls(fetchMock)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      full_name: 'Asha Sharma',
      dob: '1990-04-02',
      gender: 'F',
    });
  });

  it('refuses an empty name at its field before sending anything', async () => {
    const fetchMock = mockFetch({});
    open();
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await dialog.findByText('Full name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's 422 at the field and a 409 as the dialog's error", async () => {
    let status = 422;
    mockFetch({
      [PATCH]: () =>
        status === 422
          ? {
              status,
              body: {
                detail: [
                  { loc: ['body', 'dob'], msg: 'Date of birth must be in the past', type: 'x' },
                ],
              },
            }
          : { status, body: { detail: CORRECTION_TOO_LATE(72) } },
    });
    open();
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await dialog.findByText('Date of birth must be in the past')).toBeVisible();
    expect(dialog.getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    status = 409;
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(CORRECTION_TOO_LATE(72));
  });

  it("after issue says the request goes to Saath's team, and reports the request", async () => {
    mockFetch({
      [PATCH]: {
        status: 202,
        body: {
          id: 'r-1',
          community_id: 'g-1',
          passenger_id: 'p-1',
          status: 'PENDING',
          changes: { gender: 'Other' },
          reason: null,
          created_at: '2026-07-01T06:30:00Z',
          decided_at: null,
        },
      },
    });
    const { onDone } = open(true);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(AFTER_ISSUE_NOTE)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Gender/ }), 'Other');
    await userEvent.click(dialog.getByRole('button', { name: 'Send to Saath' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ kind: 'requested' });
  });
});
