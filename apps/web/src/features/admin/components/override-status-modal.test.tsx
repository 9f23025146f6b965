import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGroup } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { OverrideStatusModal } from './override-status-modal.tsx';

describe('override status modal ("Manage Groups")', () => {
  it('sends one override for a double click, with Update disabled while it is under way', async () => {
    const group = makeGroup({ status: 'PENDING' });
    let answer: () => void = () => undefined;
    const fetchMock = mockFetch({
      [`POST /api/admin/communities/${group.community_id}/override`]: () => ({
        body: { ...group, status: 'ACTIVE' },
      }),
    });
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return realFetch(input, init);
    });
    const onDone = vi.fn();
    renderPage(<OverrideStatusModal group={group} onHide={() => {}} onDone={onDone} />, '/admin');
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('New Status'), 'active');
    const update = dialog.getByRole('button', { name: 'Update Status' });
    // Two clicks before React can render the disabled button.
    fireEvent.click(update);
    fireEvent.click(update);
    expect(await dialog.findByRole('button', { name: /Updating/ })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
