import Card from 'react-bootstrap/Card';
import type { CurrentUser } from '@saath/shared/accounts';
import { formatPaise } from '@saath/shared/money';
import { msg, type Message } from '@saath/shared/i18n';
import { feeWaiversText, formatDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';

// A role is a code; the card names it in the reader's language.
const ROLE_LABELS: Record<CurrentUser['role'], Message> = {
  TRAVELLER: msg('Traveller'),
  AIRLINE: msg('Airline'),
  ADMIN: msg('Admin'),
};

/** Account facts, credit balance (paise shown in ₹, docs/product/money.md) and activity counts. */
export function AccountCard({ user }: { user: CurrentUser }) {
  const displayName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h6 text-uppercase text-body-secondary">{t('Account')}</h2>
        <dl className="account-facts mb-0">
          <dt>{t('Name')}</dt>
          <dd className="text-break">{displayName}</dd>
          <dt>{t('Email')}</dt>
          <dd className="text-break">{user.email}</dd>
          <dt>{t('Role')}</dt>
          <dd>{t(ROLE_LABELS[user.role])}</dd>
          <dt>{t('Member number')}</dt>
          <dd>#{user.member_number}</dd>
          <dt>{t('Member since')}</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

export function CreditCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="shadow-sm h-100 credit-card">
      <Card.Body>
        <h2 className="h6 text-uppercase">{t('Credit balance')}</h2>
        <p className="display-6 fw-semibold mb-1">{formatPaise(user.credit_balance)}</p>
        <p className="fw-semibold mb-1">{feeWaiversText(user.fee_waivers)}</p>
        <p className="small mb-0">
          {tx('Credits and waivers are applied to your next booking. <0>Where they came from</0>', [
            <a href="#credits" className="link-light" />,
          ])}
        </p>
      </Card.Body>
    </Card>
  );
}

export function ActivityCard({ user }: { user: CurrentUser }) {
  const stats = [
    { label: t('Groups'), value: user.communities_count },
    { label: t('Bookings'), value: user.bookings_count },
    { label: t('Reviews'), value: user.reviews_count },
  ];
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h6 text-uppercase text-body-secondary">{t('Activity')}</h2>
        <dl className="activity-stats mb-0">
          {stats.map((stat) => (
            <div key={stat.label} className="activity-stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
