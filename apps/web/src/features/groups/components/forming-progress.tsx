import { t } from '../../../lib/i18n.tsx';
import { thresholdProgressText } from '../group-status-texts.ts';
import { ThresholdProgress } from '../../../components/ui/threshold-progress.tsx';

/** The threshold progress of a forming group: the bar and how many more are needed. */
export function FormingProgress({ count, threshold }: { count: number; threshold: number }) {
  return (
    <>
      <ThresholdProgress
        count={count}
        threshold={threshold}
        label={t('Passengers joined')}
        className="mb-2"
      />
      <p className="mb-0">{thresholdProgressText(count, threshold)}</p>
    </>
  );
}
