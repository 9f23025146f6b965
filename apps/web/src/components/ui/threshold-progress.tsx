import { useId } from 'react';
import { GROUP_THRESHOLD } from '@saath/shared/travel';

type ThresholdProgressProps = {
  /** Passengers in the group. */
  count: number;
  threshold?: number;
  /** When given, the seats left up to capacity are shown under the bar. */
  capacity?: number;
  /** Visible label of the bar; it names the progressbar for assistive tech. */
  label?: string;
  className?: string;
};

/**
 * The progress bar of a group towards its threshold (count/7). The bar stops at
 * full once the threshold is met; the text keeps the real count.
 */
export function ThresholdProgress({
  count,
  threshold = GROUP_THRESHOLD,
  capacity,
  label = 'Passengers',
  className,
}: ThresholdProgressProps) {
  const labelId = useId();
  const percent = threshold > 0 ? Math.min(100, Math.round((count / threshold) * 100)) : 100;
  const met = count >= threshold;
  return (
    <div className={className}>
      <div className="d-flex justify-content-between small mb-1">
        <span id={labelId}>{label}</span>
        {/* Past the threshold a count over it ('10 / 7') reads as an error: the seats it fills of
            the capacity say more. */}
        <span className="fw-semibold">
          {met && capacity !== undefined ? `${count} of ${capacity}` : `${count} / ${threshold}`}
        </span>
      </div>
      <div className="progress">
        <div
          className={`progress-bar${met ? ' bg-success' : ''}`}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuenow={Math.min(count, threshold)}
          aria-valuemin={0}
          aria-valuemax={threshold}
          aria-valuetext={
            met
              ? `${count} passengers, threshold of ${threshold} reached`
              : `${count} of ${threshold} passengers`
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {capacity !== undefined && (
        <p className="small text-body-secondary mb-0 mt-1">
          {met
            ? `Threshold of ${threshold} reached · ${Math.max(0, capacity - count)} seats left`
            : `${count} / ${capacity} seats filled`}
        </p>
      )}
    </div>
  );
}
