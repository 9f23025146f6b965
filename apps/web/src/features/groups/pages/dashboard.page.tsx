import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { Group } from '@saath/shared/groups';
import { LEFT_GROUP } from '@saath/shared/group-status';
import { formatPaise } from '@saath/shared/money';
import { PATHS } from '../../../lib/paths.ts';
import { mayJoinGroups } from '../../../lib/roles.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { RefundPolicyNotice } from '../../../components/ui/refund-policy-notice.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { feeWaiversText } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { serverText } from '../../../lib/server-texts.ts';
import { useSession } from '../../../lib/session.store.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { LiveGroup, liveGroupIds, useLeaveGroup, useMyGroups } from '../api/groups.api.ts';
import { GroupCard } from '../components/group-card.tsx';
import { LeaveGroupModal } from '../components/leave-group-modal.tsx';
import {
  DASHBOARD_LOAD_FAILED,
  LEAVE_FAILED_DASHBOARD,
  SUCCESS_MESSAGE_MS,
} from '../group-messages.ts';

/** /dashboard: welcome, find groups, 'Your Groups' (each can be left), refund notice. */
export default function DashboardPage() {
  const { user } = useSession();
  const groups = useMyGroups();
  const leave = useLeaveGroup();
  const [leaving, setLeaving] = useState<Group | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const name = user?.name?.trim() || t('Traveler');

  const confirmLeave = async () => {
    if (!leaving) return;
    await leave.mutateAsync(leaving.community_id, {
      onSuccess: (answer) => {
        setLeaving(null);
        // The API's answer is English: serverText shows its Hindi on a Hindi page.
        showSuccess(answer?.message ? serverText(answer.message) : t(LEFT_GROUP));
      },
    });
  };

  const closeLeave = () => {
    setLeaving(null);
    leave.reset();
  };

  return (
    <Container className="py-4 py-lg-5">
      <title>{t('Dashboard · Saath')}</title>
      <section className="welcome-banner rounded-3 p-4 p-lg-5 mb-4" aria-labelledby="welcome">
        <h1 id="welcome" className="h2 mb-2 text-break">
          {t('Welcome, {name}!', { name })}
        </h1>
        <p className="mb-3">
          {t(
            'Fly together and pay less: join a group on your route and date, airlines bid for it and the lowest fare wins.',
          )}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-3">
          {mayJoinGroups(user) && (
            <LinkButton to={PATHS.newCommunity} variant="light" size="lg">
              {t('Find Flight Groups')}
            </LinkButton>
          )}
          {user && (
            <span>
              {tx('Credit balance: <0>{amount}</0>', [<strong />], {
                amount: formatPaise(user.credit_balance),
              })}{' '}
              · <strong>{feeWaiversText(user.fee_waivers)}</strong> ·{' '}
              <Link to={`${PATHS.profile}#credits`} className="link-light">
                {t('Where they came from')}
              </Link>
            </span>
          )}
        </div>
      </section>

      <div aria-live="polite">
        {success && (
          <Alert variant="success" role="status">
            {success}
          </Alert>
        )}
      </div>

      <section aria-labelledby="your-groups" className="mb-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id="your-groups" className="h4 mb-0">
            {t('Your Groups')}
          </h2>
          <LinkButton to={PATHS.communities} variant="link" className="px-0">
            {t('See all your groups')}
          </LinkButton>
        </div>
        <YourGroups query={groups} onLeave={setLeaving} />
      </section>

      <RefundPolicyNotice />

      <LeaveGroupModal
        group={leaving}
        pending={leave.isPending}
        // 'Failed to leave Flight Group.' plus the server's detail.
        error={
          leave.isError ? `${t(LEAVE_FAILED_DASHBOARD)} ${errorText(leave.error, '')}`.trim() : null
        }
        onConfirm={confirmLeave}
        onHide={closeLeave}
      />
    </Container>
  );
}

type YourGroupsProps = {
  query: ReturnType<typeof useMyGroups>;
  onLeave: (group: Group) => void;
};

function YourGroups({ query, onLeave }: YourGroupsProps) {
  const { user } = useSession();
  if (query.isPending) return <PageSpinner label={t('Loading your groups…')} />;
  if (query.isError) {
    return (
      <Alert variant="danger" role="alert">
        <p className="mb-2">{t(DASHBOARD_LOAD_FAILED)}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="card card-body text-center py-4">
        <p className="mb-3">{t('You are not in any flight group yet.')}</p>
        {mayJoinGroups(user) && (
          <div>
            <LinkButton to={PATHS.newCommunity}>{t('Find or create a group')}</LinkButton>
          </div>
        )}
      </div>
    );
  }
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {/* The cards of groups still moving update themselves. */}
      {liveGroupIds(query.data).map((id) => (
        <LiveGroup key={id} id={id} />
      ))}
      {query.data.map((group) => (
        <Col key={group.community_id}>
          <GroupCard group={group} onLeave={onLeave} />
        </Col>
      ))}
    </Row>
  );
}
