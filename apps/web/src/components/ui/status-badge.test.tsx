import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GROUP_STATUSES } from '@saath/shared/groups';
import {
  StatusBadge,
  statusBadgeVariant,
  statusChartColour,
  statusLabel,
} from './status-badge.tsx';

describe('StatusBadge ("Badge colours")', () => {
  it.each([
    ['ACTIVE', 'primary'],
    ['READY_FOR_BOOKING', 'success'],
    ['BOOKED', 'success'],
    ['THRESHOLD_MET', 'success'],
    ['RFQ_SENT', 'info'],
    ['DISABLED', 'secondary'],
    ['CANCELLED', 'danger'],
    ['PENDING', 'warning'],
    ['SOMETHING_NEW', 'info'],
  ])('%s is %s', (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
    // Lowercase variants (older clients send them) get the same colour.
    expect(statusBadgeVariant(status.toLowerCase())).toBe(variant);
  });

  it('shows readable words, acronyms kept', () => {
    expect(statusLabel('RFQ_SENT')).toBe('RFQ sent');
    expect(statusLabel('ready_for_booking')).toBe('Awaiting payment');
    expect(statusLabel('PENDING')).toBe('Pending');
    expect(statusLabel('threshold_met')).toBe('Threshold met');
  });

  it('renders a badge with a contrasting text colour', () => {
    render(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toHaveClass('badge', 'text-bg-warning');
  });

  it('can say something else in the same colour', () => {
    render(<StatusBadge status="READY_FOR_BOOKING" label="Ready" />);
    expect(screen.getByText('Ready')).toHaveClass('text-bg-success');
  });
});

describe('statusChartColour', () => {
  it('gives every group status a colour of its own (ACTIVE and CANCELLED shared one)', () => {
    const colours = GROUP_STATUSES.map(statusChartColour);
    expect(new Set(colours).size).toBe(GROUP_STATUSES.length);
    // Either case, as the badge takes them; anything unknown gets the info colour.
    expect(statusChartColour('rfq_sent')).toBe(statusChartColour('RFQ_SENT'));
    expect(statusChartColour('SOMETHING_NEW')).toBe(statusChartColour('RFQ_SENT'));
  });

  it('keeps each colour readable against white (4.5:1), as the pie labels need', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const status of GROUP_STATUSES)
      expect(1.05 / (luminance(statusChartColour(status)) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
