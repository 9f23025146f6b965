import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { ADMIN_GROUP_MESSAGES, type AdminQuote } from '@saath/shared/admin-groups';
import { canSelectQuote } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { GROUP_CAPACITY, timeSlotLabel } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useAdminGroup, useAdminGroupBids } from '../api/admin-groups.api.ts';
import { AdminActions, BidHistory, StatusHistory } from '../components/group-history.tsx';
import { GroupQuotes } from '../components/group-quotes.tsx';
import { OverrideStatusModal } from '../components/override-status-modal.tsx';
import { SelectQuoteModal } from '../components/select-quote-modal.tsx';
import '../admin.css';

const BackLink = () => (
  <Link to={`${PATHS.admin}?tab=groups`} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>
    {t('Back to groups')}
  </Link>
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The bid history, read beside the group (its own call, its own errors). */
function GroupBidHistory({ id }: { id: string }) {
  const bids = useAdminGroupBids(id);
  if (bids.isPending) return <p className="text-body-secondary">{t('Loading bid history…')}</p>;
  if (bids.isError)
    return (
      <Alert variant="danger" className="mb-0">
        {t(ADMIN_GROUP_MESSAGES.bidHistoryFailed)}
      </Alert>
    );
  return <BidHistory bids={bids.data.bids} />;
}

/**
 * /admin/groups/{id} (admins only): one group as an operator needs it: what it is,
 * how full, how it got here (status history, admin actions) and its quotes, with 'Select this
 * quote' and 'Override Status'. Counts only: no member's or passenger's identity.
 */
export default function AdminGroupPage() {
  const { id = '' } = useParams();
  const page = useAdminGroup(id);
  const [overriding, setOverriding] = useState<Group | null>(null);
  const [choosing, setChoosing] = useState<AdminQuote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (page.isPending) return <PageSpinner label={t('Loading group…')} />;
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Container className="py-4 py-lg-5">
        <title>{t('Group · Admin Dashboard · Saath')}</title>
        <BackLink />
        <PageError
          title={t('Group')}
          message={missing ? t('Group not found') : t(ADMIN_GROUP_MESSAGES.groupFailed)}
          onRetry={missing ? undefined : () => void page.refetch()}
        />
      </Container>
    );
  }

  const { group, members, quotes, status_history, admin_actions } = page.data;
  const facts: Array<[string, ReactNode]> = [
    [t('Route'), <GroupRouteLabel key="route" from={group.from_location} to={group.to_location} />],
    [t('Travel date'), formatLongDate(group.travel_date)],
    [t('Time slot'), timeSlotLabel(group.time_slot)],
    [t('Status'), <StatusBadge key="status" status={group.status} />],
    [t('Members'), members],
    [t('Passengers'), `${group.passenger_count} / ${GROUP_CAPACITY}`],
    [t('Bids'), group.bid_count],
    [
      t('Lowest bid'),
      group.lowest_known_price === null ? '—' : formatPaise(group.lowest_known_price),
    ],
    [t('Created'), formatDateTime(group.created_at)],
    [
      group.bidding_deadline ? t('Bidding closes') : t('Formation closes'),
      formatDateTime(group.bidding_deadline ?? group.formation_deadline),
    ],
  ];

  return (
    <Container className="py-4 py-lg-5">
      <title>{t('{rfq} · Group · Admin Dashboard · Saath', { rfq: group.rfq_number })}</title>
      <BackLink />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">
            {tx('Group <0>{rfq}</0>', [<span className="font-monospace" />], {
              rfq: group.rfq_number,
            })}
          </h1>
          <p className="text-body-secondary mb-0">
            <GroupRouteLabel codesOnly from={group.from_location} to={group.to_location} /> ·{' '}
            {formatLongDate(group.travel_date)} · {timeSlotLabel(group.time_slot)}
          </p>
        </div>
        <Button
          variant="outline-primary"
          onClick={() => {
            setNotice(null);
            setOverriding(group);
          }}
        >
          {t('Override Status')}
        </Button>
      </div>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} role="status">
          {notice}
        </Alert>
      )}

      <Card className="shadow-sm mb-4">
        <Card.Body>
          <dl className="row mb-0 admin-group-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="col-6 col-md-4 col-xl-3 mb-3">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0 fw-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>

      <Section id="admin-group-quotes" title={t('Quotes ({count})', { count: quotes.length })}>
        <GroupQuotes
          quotes={quotes}
          passengers={group.passenger_count}
          selectable={canSelectQuote(group.status)}
          onSelect={(quote) => {
            setNotice(null);
            setChoosing(quote);
          }}
        />
      </Section>
      <Section id="admin-group-bids" title={t('Bid history')}>
        <GroupBidHistory id={id} />
      </Section>
      <Section id="admin-group-history" title={t('Status history')}>
        <StatusHistory history={status_history} />
      </Section>
      <Section id="admin-group-actions" title={t('Administrator actions')}>
        <AdminActions actions={admin_actions} />
      </Section>

      <SelectQuoteModal
        group={group}
        quote={choosing}
        onHide={() => setChoosing(null)}
        onDone={(booked, quote) => {
          setChoosing(null);
          setNotice(
            t("{rfq} is now {status} on {airline}'s quote.", {
              rfq: booked.rfq_number,
              status: statusLabel(booked.status),
              airline: quote.airline_name,
            }),
          );
        }}
      />
      <OverrideStatusModal
        group={overriding}
        onHide={() => setOverriding(null)}
        onDone={(changed) => {
          setOverriding(null);
          setNotice(
            t('{rfq} is now {status}.', {
              rfq: changed.rfq_number,
              status: statusLabel(changed.status),
            }),
          );
        }}
      />
    </Container>
  );
}
