import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManifestPassenger } from '@saath/shared/airlines';
import { CorrectionNote } from './correction-note.tsx';

const PASSENGER: ManifestPassenger = {
  passenger_id: 'p-1',
  full_name: 'Asha Sharma',
  date_of_birth: '1990-04-02',
  gender: 'F',
  ticket_number: 'ABC123',
  ticket_status: 'PENDING',
  eticket_number: null,
  issued_at: null,
};

describe('the manifest\'s "corrected" note', () => {
  it('shows nothing for a passenger never corrected', () => {
    const { container } = render(<CorrectionNote passenger={PASSENGER} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows "corrected" and, opened, each change with who made it', async () => {
    render(
      <CorrectionNote
        passenger={{
          ...PASSENGER,
          corrections: [
            {
              field: 'full_name',
              old_value: 'Asha Verma',
              new_value: 'Asha Sharma',
              at: '2026-07-01T06:30:00Z',
              by: 'MEMBER',
            },
            {
              field: 'gender',
              old_value: 'M',
              new_value: 'F',
              at: '2026-07-02T06:30:00Z',
              by: 'SAATH',
            },
          ],
        }}
      />,
    );
    await userEvent.click(screen.getByText('corrected'));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Full name: Asha Verma');
    expect(items[0]).toHaveTextContent('Asha Sharma');
    expect(items[0]).not.toHaveTextContent('by Saath');
    expect(items[1]).toHaveTextContent('Gender: M');
    expect(items[1]).toHaveTextContent('by Saath');
  });
});
