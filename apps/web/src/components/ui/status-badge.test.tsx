import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusBadge, statusBadgeVariant, statusLabel } from './status-badge.tsx';

describe('StatusBadge (spec §4 "Badge colours")', () => {
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
    // The lowercase variants the spec mentions get the same colour.
    expect(statusBadgeVariant(status.toLowerCase())).toBe(variant);
  });

  it('shows readable words, acronyms kept', () => {
    expect(statusLabel('RFQ_SENT')).toBe('RFQ sent');
    expect(statusLabel('ready_for_booking')).toBe('Ready for booking');
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
