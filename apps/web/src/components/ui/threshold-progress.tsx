import { useId } from 'react';
import { GROUP_THRESHOLD } from '@saath/shared/travel';
import { t } from '../../lib/i18n.tsx';

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
  label,
  className,
}: ThresholdProgressProps) {
  const labelId = useId();
  const percent = threshold > 0 ? Math.min(100, Math.round((count / threshold) * 100)) : 100;
  const met = count >= threshold;
  return (
    <div className={className}>
      <div className="d-flex justify-content-between small mb-1">
        <span id={labelId}>{label ?? t('Passengers')}</span>
        {/* Past the threshold a count over it ('10 / 7') reads as an error: the seats it fills of
            the capacity say more. */}
        <span className="fw-semibold">
          {met && capacity !== undefined
            ? t('{count} of {capacity}', { count, capacity })
            : `${count} / ${threshold}`}
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
              ? t('{count} passengers, threshold of {threshold} reached', { count, threshold })
              : t('{count} of {threshold} passengers', { count, threshold })
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {capacity !== undefined && (
        <p className="small text-body-secondary mb-0 mt-1">
          {met
            ? t('Threshold of {threshold} reached · {left} seats left', {
                threshold,
                left: Math.max(0, capacity - count),
              })
            : t('{count} / {capacity} seats filled', { count, capacity })}
        </p>
      )}
    </div>
  );
}
