import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  JOB_RETRY_FAILED,
  JOB_RETRY_QUEUED,
  JOBS_LOAD_FAILED,
  NO_DEAD_JOBS,
  WEBHOOK_FAILED_FALLBACK,
  type AdminJob,
} from '@saath/shared/webhooks';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useDeadJobs, useRetryJob } from '../api/admin-operators.api.ts';
import { AdminListSection } from './admin-list-section.tsx';

type JobsTabProps = { page: number; onPage: (page: number) => void };

/**
 * ADR 0026: the dead letters of the one job mechanism (mail, airline webhooks, alert
 * matching): jobs that kept failing past their age limit, newest first, each retried on demand.
 */
export function JobsTab({ page, onPage }: JobsTabProps) {
  const query = useDeadJobs(page);
  return (
    <AdminListSection
      title={t('Failed jobs')}
      id="jobs"
      loadingText={t('Loading jobs…')}
      countText={(count) => t('{count, plural, one {# job} other {# jobs}}', { count })}
      query={query}
      errorText={() => t(JOBS_LOAD_FAILED)}
      emptyText={t(NO_DEAD_JOBS)}
      page={page}
      onPage={onPage}
      tableLabel={t('Failed jobs')}
      rowKey={(job) => job.id}
      columns={[
        {
          header: t('Failed'),
          nowrap: true,
          className: 'small',
          cell: (job) =>
            job.dead_at ? <time dateTime={job.dead_at}>{formatDateTime(job.dead_at)}</time> : '—',
        },
        {
          header: t('Kind'),
          rowHeader: true,
          cell: (job) => <code className="text-body">{job.kind}</code>,
        },
        {
          header: t('Recipient'),
          cell: (job) => <span className="text-break">{job.recipient}</span>,
        },
        { header: t('Attempts'), nowrap: true, cell: (job) => String(job.attempts) },
        {
          header: t('Last error'),
          cell: (job) => (
            <span className="admin-message small">
              {job.response_code ? `${job.response_code} · ` : ''}
              {job.last_error ?? '—'}
            </span>
          ),
        },
        {
          header: t('Actions'),
          action: true,
          hiddenHeader: true,
          cell: (job) => <RetryJob job={job} />,
        },
      ]}
    />
  );
}

/** 'Retry' on a dead job, confirmed in the one ConfirmModal. */
function RetryJob({ job }: { job: AdminJob }) {
  const retry = useRetryJob();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setConfirming(true)}>
        <span aria-hidden="true">{t('Retry')}</span>
        <span className="visually-hidden">
          {t('Retry {kind} to {recipient}', { kind: job.kind, recipient: job.recipient })}
        </span>
      </Button>
      <ConfirmModal
        show={confirming}
        title={t('Retry this job?')}
        confirmLabel={t('Retry now')}
        pendingLabel={t('Queuing…')}
        cancelLabel={t('Cancel')}
        pending={retry.isPending}
        error={
          retry.isError
            ? t(JOB_RETRY_FAILED, { detail: errorText(retry.error, t(WEBHOOK_FAILED_FALLBACK)) })
            : null
        }
        onHide={() => {
          setConfirming(false);
          retry.reset();
        }}
        onConfirm={() => retry.mutateAsync(job.id, { onSuccess: () => setConfirming(false) })}
      >
        <p className="mb-0">
          {tx(
            '<0>{kind}</0> to {recipient} is tried again now, with its retries for another full period.',
            [<code className="text-body" />],
            { kind: job.kind, recipient: job.recipient },
          )}{' '}
          {t(JOB_RETRY_QUEUED)}
        </p>
      </ConfirmModal>
    </>
  );
}
