import {
  ADMIN_GROUP_MESSAGES,
  type AdminAction,
  type StatusChange,
} from '@saath/shared/admin-groups';
import type { BidHistoryEntry } from '@saath/shared/airlines';
import { BID_EVENT_LABELS } from '@saath/shared/bids';
import { formatPaise } from '@saath/shared/money';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CardTable } from './card-table.tsx';

const Move = ({ from, to }: { from: string; to: string }) => (
  <span className="text-nowrap">
    <StatusBadge status={from} /> <span aria-label="to">→</span> <StatusBadge status={to} />
  </span>
);

/** Who moved the status; a member is never named (the group is anonymous). */
function actorText(change: StatusChange): string {
  if (change.actor) return change.actor.name || 'An administrator';
  return change.actor_kind === 'MEMBER' ? 'A member (joining)' : 'System';
}

/** Every move of the group's status, oldest first (community_status_history). */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  return (
    <CardTable
      emptyText={ADMIN_GROUP_MESSAGES.noHistory}
      label="Status history"
      rows={history}
      rowKey={(_, i) => i}
      columns={[
        { header: 'When', rowHeader: true, nowrap: true, cell: (h) => formatDateTime(h.at) },
        { header: 'Change', cell: (h) => <Move from={h.from_status} to={h.to_status} /> },
        { header: 'Reason', cell: (h) => h.reason },
        { header: 'By', cell: (h) => actorText(h) },
      ]}
    />
  );
}

const ACTION_LABELS: Record<AdminAction['action'], string> = {
  GROUP_STATUS_OVERRIDE: 'Status override',
  QUOTE_SELECTED: 'Quote selected',
};

/** The audit row's details in words: the quote chosen, tickets issued, members credited. */
function detailsText(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const num = (key: string) => (typeof details[key] === 'number' ? (details[key] as number) : null);
  if (typeof details.airline === 'string') parts.push(details.airline);
  const price = num('price_per_ticket');
  if (price !== null) parts.push(`${formatPaise(price)} per ticket`);
  const tickets = num('tickets_issued');
  if (tickets !== null) parts.push(`${tickets} tickets issued`);
  const credited = num('members_credited');
  if (credited !== null) parts.push(`${credited} members credited`);
  return parts.join(' · ');
}

/** What administrators did to the group, with who and why (admin_audit_log). */
export function AdminActions({ actions }: { actions: readonly AdminAction[] }) {
  return (
    <CardTable
      emptyText={ADMIN_GROUP_MESSAGES.noAdminActions}
      label="Administrator actions"
      rows={actions}
      rowKey={(_, i) => i}
      columns={[
        { header: 'When', rowHeader: true, nowrap: true, cell: (a) => formatDateTime(a.at) },
        { header: 'Action', cell: (a) => ACTION_LABELS[a.action] },
        {
          header: 'Change',
          cell: (a) =>
            a.from_status && a.to_status ? <Move from={a.from_status} to={a.to_status} /> : '—',
        },
        { header: 'Admin', cell: (a) => a.admin?.name || 'Deleted account' },
        { header: 'Why', cell: (a) => a.reason ?? '—' },
        { header: 'Details', cell: (a) => detailsText(a.details) || '—' },
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
      emptyText={ADMIN_GROUP_MESSAGES.noBidHistory}
      label="Bid history"
      rows={bids}
      rowKey={(_, i) => i}
      columns={[
        { header: 'When', rowHeader: true, nowrap: true, cell: (b) => formatDateTime(b.at) },
        { header: 'Event', cell: (b) => BID_EVENT_LABELS[b.kind] },
        { header: 'Airline', cell: (b) => `${b.airline_name} (${b.airline_code})` },
        { header: 'Price per ticket', nowrap: true, cell: (b) => formatPaise(b.price_per_ticket) },
        { header: 'Flight', cell: (b) => b.flight_number },
      ]}
    />
  );
}
