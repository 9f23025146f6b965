import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { GROUP_FULL, NOT_OPEN, isForming, isJoinable } from '@saath/shared/group-status';
import type { GroupPreview } from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { passengerTallyText, statusFooterText } from '../group-status-texts.ts';
import { PATHS, communityPath, invitePath, type ReturnState } from '../../../lib/paths.ts';
import { isAirlinePartner } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.store.ts';
import { myGroupsQueryOptions, useGroupPreview } from '../api/groups.api.ts';
import { DeadlineCountdown } from '../components/deadline-countdown.tsx';
import { Fact } from '../components/fact.tsx';
import { FormingProgress } from '../components/forming-progress.tsx';
import { GroupNotFound } from '../components/group-not-found.tsx';
import { JoinWizard, joinSummaryOf } from '../components/join-wizard.tsx';
import { ProfileIncompleteModal } from '../components/profile-incomplete-modal.tsx';
import { GROUP_LOAD_FAILED, INVITE_AIRLINE, INVITE_MEMBER } from '../group-messages.ts';
import { useProfileGate } from '../use-profile-gate.ts';

/** The query an invite's Join adds to the return path: back from signing in, the wizard opens. */
const JOIN_INTENT = 'join';

/**
 * The page an invite link opens, /invite/{id}. Public: anyone sees the trip and how
 * full the group is (never who). A visitor's Join goes through login or registration and comes
 * back here to join; a signed-in traveller joins with the usual wizard; a member is pointed to
 * the group's page; a group that takes nobody any more says so and points to search.
 */
export default function InvitePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { token, user } = useSession();
  const preview = useGroupPreview(id);
  // Airline partners have no memberships (their list is the RFQs): they are never asked.
  const traveller = Boolean(token) && !isAirlinePartner(user);
  const mine = useQuery({ ...myGroupsQueryOptions(), enabled: traveller });
  const member = mine.data?.some((group) => group.community_id === id) ?? false;
  // Back from completing the profile, the join wizard opens (the intent below).
  const gate = useProfileGate({ returnTo: `${invitePath(id)}?${JOIN_INTENT}=1` });
  const [joining, setJoining] = useState(false);
  const canJoin = traveller && mine.isSuccess && !member && preview.data?.open_for_joining === true;

  const startJoin = () => {
    if (gate.check()) setJoining(true);
  };

  // Back from signing in to join: open the wizard once, then forget the intent (a reload or
  // the back button does not open it again).
  const wantsJoin = searchParams.has(JOIN_INTENT);
  const settled = preview.isSuccess && (!traveller || !mine.isPending);
  useEffect(() => {
    if (!wantsJoin || !settled) return;
    setSearchParams({}, { replace: true });
    if (canJoin) startJoin();
    // Once, when everything needed to decide has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsJoin, settled]);

  if (preview.isPending) return <PageSpinner label={t('Loading the group…')} />;

  if (preview.isError) {
    const status = preview.error instanceof ApiError ? preview.error.status : null;
    return (
      <Container className="py-4 py-lg-5">
        <title>{t('Flight Group invite · Saath')}</title>
        {status === 404 || status === 422 ? (
          <GroupNotFound
            reason={t(
              'This invite link does not lead to a group. Check the link, or look for a group on your route.',
            )}
          />
        ) : (
          <PageError
            title={t('Flight Group invite')}
            message={t(GROUP_LOAD_FAILED)}
            onRetry={() => void preview.refetch()}
          />
        )}
      </Container>
    );
  }

  const group = preview.data;
  const back: ReturnState = { returnTo: `${invitePath(id)}?${JOIN_INTENT}=1` };

  return (
    <Container className="py-4 py-lg-5">
      <title>
        {t('Join a group: {route} · Saath', {
          route: routeText(group.from_location, group.to_location),
        })}
      </title>
      <p className="text-body-secondary small text-uppercase fw-semibold mb-1">
        {t('You are invited to a flight group')}
      </p>
      <h1 className="h2 mb-1">
        <GroupRouteLabel from={group.from_location} to={group.to_location} />
      </h1>
      <p className="text-body-secondary mb-4">
        {formatLongDate(group.travel_date)} · {timeSlotLabel(group.time_slot)}
      </p>

      <PreviewCard group={group} />

      <section aria-labelledby="invite-action-heading" className="mb-4">
        <h2 id="invite-action-heading" className="visually-hidden">
          {t('Join')}
        </h2>
        {traveller && mine.isPending ? (
          <PageSpinner label={t('Checking your groups…')} />
        ) : member ? (
          <Alert variant="success" className="mb-0">
            <p className="fw-semibold mb-2">{t(INVITE_MEMBER)}</p>
            <Link to={communityPath(id)} className="btn btn-success">
              {t('Go to your group')}
            </Link>
          </Alert>
        ) : !group.open_for_joining ? (
          <Alert variant="secondary" className="mb-0">
            <p className="fw-semibold mb-2">
              {isJoinable(group.status) && group.passenger_count >= group.capacity
                ? t(GROUP_FULL)
                : t(NOT_OPEN)}
            </p>
            <Link to={PATHS.newCommunity} className="btn btn-primary">
              {t('Find another group')}
            </Link>
          </Alert>
        ) : !token ? (
          <>
            <p>
              {t(
                'Log in or create a free account to join. Members never see each other’s names: only how many have joined.',
              )}
            </p>
            <Link to={PATHS.login} state={back} className="btn btn-primary btn-lg">
              {t('Join this group')}
            </Link>
            <p className="small mt-3 mb-0">
              {t('New to Saath?')}{' '}
              <Link to={PATHS.register} state={back}>
                {t('Create an account')}
              </Link>
            </p>
          </>
        ) : !traveller ? (
          <p className="mb-0">{t(INVITE_AIRLINE)}</p>
        ) : (
          <Button size="lg" onClick={startJoin}>
            {t('Join this group')}
          </Button>
        )}
      </section>

      <p className="small text-body-secondary mb-0">
        {t(
          'When {count} passengers have joined, airlines are asked for quotes and the lowest bid wins. Nothing is paid before then.',
          { count: group.threshold },
        )}
      </p>

      {joining && (
        <JoinWizard
          groupId={id}
          summary={joinSummaryOf(group)}
          onJoined={(joined) => navigate(communityPath(joined.community_id))}
          onForbidden={gate.handleForbidden}
          onClose={() => setJoining(false)}
        />
      )}
      <ProfileIncompleteModal {...gate.modalProps} />
    </Container>
  );
}

/** The trip and how full it is, in the words of the group page (shared rules). */
function PreviewCard({ group }: { group: GroupPreview }) {
  const forming = isForming(group.status);
  const footer = forming ? null : statusFooterText(group.status, group.passenger_count);
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex justify-content-between align-items-center gap-2 bg-white">
        <h2 className="h5 mb-0">{t('Flight Group')}</h2>
        <StatusBadge status={group.status} />
      </Card.Header>
      <Card.Body>
        <dl className={`group-facts ${forming ? 'mb-3' : 'mb-0'}`}>
          <Fact term={t('Route')}>
            <GroupRouteLabel from={group.from_location} to={group.to_location} />
          </Fact>
          <Fact term={t('Travel date')}>{formatLongDate(group.travel_date)}</Fact>
          <Fact term={t('Time slot')}>{timeSlotLabel(group.time_slot)}</Fact>
          <Fact term={t('Status')}>{statusLabel(group.status)}</Fact>
          <Fact term={t('Passengers')}>
            {passengerTallyText(group.passenger_count, group.threshold, group.capacity)}
          </Fact>
        </dl>
        {forming && group.formation_deadline && group.open_for_joining && (
          <DeadlineCountdown label={t('Forming closes')} deadline={group.formation_deadline} />
        )}
        {forming && <FormingProgress count={group.passenger_count} threshold={group.threshold} />}
      </Card.Body>
      {footer && <Card.Footer className="small text-body-secondary">{footer}</Card.Footer>}
    </Card>
  );
}
