import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GroupRouteLabel } from './group-route-label.tsx';
import { ThresholdProgress } from './threshold-progress.tsx';

describe('group display pieces', () => {
  it('shows a route with city names; assistive tech hears "to"', () => {
    render(
      <h2>
        <GroupRouteLabel from="DEL" to="VNS" />
      </h2>,
    );
    expect(
      screen.getByRole('heading', { name: 'New Delhi (DEL) to Varanasi (VNS)' }),
    ).toBeVisible();
  });

  it('fills the threshold bar up to 7 and keeps the real count in the text', () => {
    render(<ThresholdProgress count={9} threshold={7} capacity={15} />);
    const bar = screen.getByRole('progressbar', { name: 'Passengers' });
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(bar).toHaveAttribute('aria-valuetext', '9 passengers, threshold of 7 reached');
    expect(bar).toHaveStyle({ width: '100%' });
    // Past the threshold: the count of the capacity, never '9 / 7'.
    expect(screen.getByText('9 of 15')).toBeVisible();
    expect(screen.queryByText('9 / 7')).not.toBeInTheDocument();
    expect(screen.getByText('Threshold of 7 reached · 6 seats left')).toBeVisible();
  });

  it('counts towards the threshold while the group forms', () => {
    render(<ThresholdProgress count={3} threshold={7} capacity={15} />);
    expect(screen.getByText('3 / 7')).toBeVisible();
    expect(screen.getByText('3 / 15 seats filled')).toBeVisible();
  });
});
