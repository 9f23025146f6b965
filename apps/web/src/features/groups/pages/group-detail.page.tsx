import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { CORRECTION_REQUESTED, CORRECTION_SAVED } from '@saath/shared/corrections';
import {
  hasPaidShare,
  isJoinable,
  isLeavable,
  type Group,
  type Passenger,
} from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { PATHS } from '../../../lib/paths.ts';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { MoneyTimelineCard } from '../../../components/ui/money-timeline.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { passengerTallyText, statusFooterText } from '../group-status-texts.ts';
import {
  useGroup,
  useGroupPassengers,
  useGroupTickets,
  useLeaveGroup,
  useLiveGroup,
} from '../api/groups.api.ts';
import { BiddingStatusPanel } from '../components/bidding-status-panel.tsx';
import { DeadlineCountdown } from '../components/deadline-countdown.tsx';
import { GroupNotFound } from '../components/group-not-found.tsx';
import { GroupOutcomePanel } from '../components/group-outcome-panel.tsx';
import { Fact } from '../components/fact.tsx';
import { FormingProgress } from '../components/forming-progress.tsx';
import { GroupTickets } from '../components/group-tickets.tsx';
import { InviteControl } from '../components/invite-control.tsx';
import { LeaveGroupModal } from '../components/leave-group-modal.tsx';
import { CorrectPassengerModal } from '../components/correct-passenger-modal.tsx';
import { PassengersTable } from '../components/passengers-table.tsx';
import { PaymentPanel } from '../components/payment-panel.tsx';
import { ProfileIncompleteModal } from '../components/profile-incomplete-modal.tsx';
import { ScheduleChangeNotice } from '../components/schedule-change-notice.tsx';
import { TicketingProgress, ticketsPending } from '../components/ticketing-progress.tsx';
import {
  AFTER_LEAVE_REDIRECT_MS,
  GROUP_LOAD_FAILED,
  LEAVE_FAILED_GROUP_PAGE,
  LEFT_GROUP_PAGE,
} from '../group-messages.ts';
import { useProfileGate } from '../use-profile-gate.ts';

const BackLink = () => (
  <Link to={PATHS.communities} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>
    {t('Back to your groups')}
  </Link>
);

/** A group's page (/communities/{id}) for its members, airlines and admins (docs/product/roles.md). */
export default function GroupDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(id);
  const status = group.error instanceof ApiError ? group.error.status : null;
  const passengers = useGroupPassengers(id, group.isSuccess);
  // Tickets are issued when a group is booked (docs/product/lifecycle.md); before that there are none.
  const booked = group.data?.status.toUpperCase() === 'BOOKED';
  const tickets = useGroupTickets(id, booked);
  const leave = useLeaveGroup();
  const gate = useProfileGate();
  const { handleForbidden } = gate;
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState(false);
  // docs/product/ticketing.md "Corrections": the passenger being corrected, and the outcome.
  const [correcting, setCorrecting] = useState<Passenger | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  const correctingIssued =
    correcting !== null &&
    (tickets.data ?? []).some(
      (t) => t.passenger_name === correcting.full_name && t.status === 'ISSUED',
    );
  // Live pages (ADR 0020): the progress bar, status and bidding panel follow the group while the page is open,
  // and stop following it while the member leaves (the server ends a non-member's stream).
  useLiveGroup(id, group.isSuccess && !left && !leave.isPending);

  // Viewing a group needs a complete profile (docs/product/roles.md); the server answers 403.
  useEffect(() => {
    if (group.error) handleForbidden(group.error);
    // Once per failed load, not on every render of the same error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.error]);

  // After leaving, the page goes back to /communities after 1.5 s, time to read the message.
  useEffect(() => {
    if (!left) return;
    const timer = window.setTimeout(() => navigate(PATHS.communities), AFTER_LEAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);

  if (group.isPending) return <PageSpinner label={t('Loading group details…')} />;

  // Once left, the page keeps the group it showed: a reread now answers 404 (no longer a member),
  // and that must not replace the success message before the redirect.
  if (group.isError && !(left && group.data)) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{t('Flight Group · Saath')}</title>
        <BackLink />
        {status === 404 ? (
          <GroupNotFound
            reason={t('This group does not exist, or you are not one of its members.')}
          />
        ) : status === 403 ? (
          <div className="py-4">
            <h1 className="h2">{t('Flight Group Details')}</h1>
            <p>{t('Complete your profile to see this group.')}</p>
            <Link to={PATHS.profile} className="btn btn-primary">
              {t('Complete Profile')}
            </Link>
          </div>
        ) : (
          <PageError
            title={t('Flight Group Details')}
            message={t(GROUP_LOAD_FAILED)}
            onRetry={() => void group.refetch()}
          />
        )}
        <ProfileIncompleteModal {...gate.modalProps} />
      </Container>
    );
  }

  const data = group.data!;
  const leavable = isLeavable(data.status.toUpperCase()) && !hasPaidShare(data);
  const confirmLeave = () =>
    leave.mutateAsync(data.community_id, {
      onSuccess: () => {
        setConfirming(false);
        setLeft(true);
      },
    });

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${routeText(data.from_location, data.to_location)} · Saath`}</title>
      <BackLink />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">
            <GroupRouteLabel from={data.from_location} to={data.to_location} />
          </h1>
          <p className="text-body-secondary mb-0">
            {formatLongDate(data.travel_date)} · {timeSlotLabel(data.time_slot)}
          </p>
        </div>
        {leavable && !left && (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            {t('Leave Group')}
          </Button>
        )}
      </div>

      <div aria-live="polite">
        {left && (
          <Alert variant="success" role="status">
            {t(LEFT_GROUP_PAGE)}
          </Alert>
        )}
      </div>

      <GroupDetailsCard group={data} />

      {/* While the group takes passengers, members can bring others in. */}
      {isJoinable(data.status.toUpperCase()) && data.passenger_count < data.capacity && !left && (
        <InviteControl group={data} />
      )}

      {/* The airline's flight changes, to the group's members (ADR 0054). */}
      {booked && data.my_passenger_count > 0 && !left && (
        <ScheduleChangeNotice communityId={data.community_id} />
      )}

      {booked && (
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">{t('Your Tickets')}</h2>
            <GroupTickets query={tickets} />
          </Card.Body>
        </Card>
      )}

      {/* A member's payments, credits, refund requests and refunds here (ADR 0042), once money
          can have moved: from the payment stage, or a group that ended (its credit). */}
      {hasMoney(data) && !left && <MoneyTimelineCard communityId={data.community_id} />}

      <Card className="shadow-sm">
        <Card.Body>
          <h2 id="passengers-heading" className="h5 mb-3">
            {t('Your Passengers')}
          </h2>
          {passengers.isPending ? (
            <PageSpinner label={t('Loading your passengers…')} />
          ) : passengers.isError ? (
            <Alert variant="danger" role="alert" className="mb-0">
              {t('Failed to load your passengers. Please try again later.')}
            </Alert>
          ) : (
            <>
              {corrected && (
                <Alert
                  variant="success"
                  dismissible
                  onClose={() => setCorrected(null)}
                  role="status"
                >
                  {corrected}
                </Alert>
              )}
              <PassengersTable
                passengers={passengers.data}
                {...(booked && !left && { onCorrect: setCorrecting })}
              />
            </>
          )}
        </Card.Body>
      </Card>
      <CorrectPassengerModal
        communityId={id}
        passenger={correcting}
        issued={correctingIssued}
        onHide={() => setCorrecting(null)}
        onDone={(answer) => {
          setCorrecting(null);
          setCorrected(answer.kind === 'requested' ? t(CORRECTION_REQUESTED) : t(CORRECTION_SAVED));
        }}
      />

      <LeaveGroupModal
        group={confirming ? data : null}
        pending={leave.isPending}
        // 'Failed to leave group. ' plus the server's detail.
        error={leave.isError ? `${t(LEAVE_FAILED_GROUP_PAGE)}${errorText(leave.error, '')}` : null}
        onConfirm={confirmLeave}
        onHide={() => {
          setConfirming(false);
          leave.reset();
        }}
      />
      <ProfileIncompleteModal {...gate.modalProps} />
    </Container>
  );
}

const ENDED = ['BOOKED', 'CANCELLED', 'DISABLED'];
const hasMoney = (group: Group) =>
  group.my_passenger_count > 0 &&
  (Boolean(group.my_payment) || ENDED.includes(group.status.toUpperCase()));

function GroupDetailsCard({ group }: { group: Group }) {
  const code = group.status.toUpperCase();
  // A disabled group's outcome panel says what its members received: no footer repeating it.
  // Nor 'Tickets have been issued' while the airline has not issued them all: the ticketing line
  // above says how many it has.
  const footer =
    code === 'DISABLED' || ticketsPending(group)
      ? null
      : statusFooterText(group.status, group.passenger_count);
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex justify-content-between align-items-center gap-2 bg-white">
        <h2 className="h5 mb-0">{t('Flight Group Details')}</h2>
        <StatusBadge status={group.status} />
      </Card.Header>
      <Card.Body>
        <dl className="group-facts mb-3">
          <Fact term={t('Route')}>
            <GroupRouteLabel from={group.from_location} to={group.to_location} />
          </Fact>
          <Fact term={t('Travel date')}>{formatLongDate(group.travel_date)}</Fact>
          <Fact term={t('Time slot')}>{timeSlotLabel(group.time_slot)}</Fact>
          <Fact term={t('RFQ number')}>{group.rfq_number}</Fact>
          <Fact term={t('Created')}>{formatDateTime(group.created_at)}</Fact>
          <Fact term={t('Status')}>{statusLabel(group.status)}</Fact>
          <Fact term={t('Passengers')}>
            {passengerTallyText(group.passenger_count, group.threshold, group.capacity)}
          </Fact>
          <Fact term={t('Your passengers')}>{group.my_passenger_count}</Fact>
          {group.pnr && (
            <Fact term="PNR">
              <span className="font-monospace fw-semibold">{group.pnr}</span>
            </Fact>
          )}
        </dl>
        <div aria-live="polite">
          <TicketingProgress group={group} className="fw-semibold mb-2" />
        </div>

        {(code === 'PENDING' || code === 'ACTIVE') && (
          <DeadlineCountdown label={t('Forming closes')} deadline={group.formation_deadline} />
        )}
        {code === 'RFQ_SENT' && group.bidding_deadline && (
          <DeadlineCountdown label={t('Bidding closes')} deadline={group.bidding_deadline} />
        )}
        {(code === 'PENDING' || code === 'ACTIVE') && (
          <section aria-labelledby="threshold-heading">
            <h3 id="threshold-heading" className="h6">
              {t('Threshold Progress')}
            </h3>
            <FormingProgress count={group.passenger_count} threshold={group.threshold} />
          </section>
        )}
        {(code === 'RFQ_SENT' || code === 'BOOKED') && <BiddingStatusPanel group={group} />}
        <PaymentPanel group={group} />
        <GroupOutcomePanel group={group} />
      </Card.Body>
      {footer && <Card.Footer className="small text-body-secondary">{footer}</Card.Footer>}
    </Card>
  );
}
