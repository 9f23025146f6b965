import {
  ADMIN_GROUP_MESSAGES,
  type AdminAction,
  type StatusChange,
} from '@saath/shared/admin-groups';
import { AUDIT_ACTION_LABELS } from '@saath/shared/admin-audit';
import type { BidHistoryEntry } from '@saath/shared/airlines';
import { BID_EVENT_LABELS } from '@saath/shared/bids';
import { formatPaise } from '@saath/shared/money';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { serverText, useServerTexts } from '../../../lib/server-texts.ts';
import { CardTable } from './card-table.tsx';

const Move = ({ from, to }: { from: string; to: string }) => (
  <span className="text-nowrap">
    <StatusBadge status={from} /> <span aria-label={t('to')}>→</span> <StatusBadge status={to} />
  </span>
);

/** Who moved the status; a member is never named (the group is anonymous). */
function actorText(change: StatusChange): string {
  if (change.actor) return change.actor.name || t('An administrator');
  return change.actor_kind === 'MEMBER' ? t('A member (joining)') : t('System');
}

/** Every move of the group's status, oldest first (community_status_history). */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  useServerTexts();
  return (
    <CardTable
      emptyText={t(ADMIN_GROUP_MESSAGES.noHistory)}
      label={t('Status history')}
      rows={history}
      rowKey={(_, i) => i}
      columns={[
        { header: t('When'), rowHeader: true, nowrap: true, cell: (h) => formatDateTime(h.at) },
        { header: t('Change'), cell: (h) => <Move from={h.from_status} to={h.to_status} /> },
        // The history's English in the page's language; an administrator's note as typed.
        { header: t('Reason'), cell: (h) => serverText(h.reason) },
        { header: t('By'), cell: (h) => actorText(h) },
      ]}
    />
  );
}

/** The audit row's details in words: the quote chosen, tickets issued, members credited. */
function detailsText(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const num = (key: string) => (typeof details[key] === 'number' ? (details[key] as number) : null);
  if (typeof details.airline === 'string') parts.push(details.airline);
  const price = num('price_per_ticket');
  if (price !== null) parts.push(t('{price} per ticket', { price: formatPaise(price) }));
  const tickets = num('tickets_issued');
  if (tickets !== null)
    parts.push(
      t('{count, plural, one {# ticket issued} other {# tickets issued}}', { count: tickets }),
    );
  const credited = num('members_credited');
  if (credited !== null)
    parts.push(
      t('{count, plural, one {# member credited} other {# members credited}}', { count: credited }),
    );
  return parts.join(' · ');
}

/** What administrators did to the group, with who and why (admin_audit_log). */
export function AdminActions({ actions }: { actions: readonly AdminAction[] }) {
  return (
    <CardTable
      emptyText={t(ADMIN_GROUP_MESSAGES.noAdminActions)}
      label={t('Administrator actions')}
      rows={actions}
      rowKey={(_, i) => i}
      columns={[
        { header: t('When'), rowHeader: true, nowrap: true, cell: (a) => formatDateTime(a.at) },
        // The audit log's own names for the actions, as its tab shows them.
        { header: t('Action'), cell: (a) => t(AUDIT_ACTION_LABELS[a.action]) },
        {
          header: t('Change'),
          cell: (a) =>
            a.from_status && a.to_status ? <Move from={a.from_status} to={a.to_status} /> : '—',
        },
        { header: t('Admin'), cell: (a) => a.admin?.name || t('Deleted account') },
        { header: t('Why'), cell: (a) => a.reason ?? '—' },
        { header: t('Details'), cell: (a) => detailsText(a.details) || '—' },
      ]}
    />
  );
}

/**
 * ADR 0027: every submission, replacement and withdrawal of a bid on the group,
 * oldest first, from the append-only bid history.
 */
export function BidHistory({ bids }: { bids: readonly BidHistoryEntry[] }) {
  return (
    <CardTable
      emptyText={t(ADMIN_GROUP_MESSAGES.noBidHistory)}
      label={t('Bid history')}
      rows={bids}
      rowKey={(_, i) => i}
      columns={[
        { header: t('When'), rowHeader: true, nowrap: true, cell: (b) => formatDateTime(b.at) },
        { header: t('Event'), cell: (b) => t(BID_EVENT_LABELS[b.kind]) },
        { header: t('Airline'), cell: (b) => `${b.airline_name} (${b.airline_code})` },
        {
          header: t('Price per ticket'),
          nowrap: true,
          cell: (b) => formatPaise(b.price_per_ticket),
        },
        { header: t('Flight'), cell: (b) => b.flight_number },
      ]}
    />
  );
}
