import Card from 'react-bootstrap/Card';
import type { CurrentUser } from '@saath/shared/accounts';
import { formatPaise } from '@saath/shared/money';
import { enumLabel } from '@saath/shared/profile';
import { feeWaiversText, formatDate } from '../../../lib/format.ts';

/** Account facts, credit balance (paise shown in ₹, docs/product/money.md) and activity counts. */
export function AccountCard({ user }: { user: CurrentUser }) {
  const displayName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h6 text-uppercase text-body-secondary">Account</h2>
        <dl className="account-facts mb-0">
          <dt>Name</dt>
          <dd className="text-break">{displayName}</dd>
          <dt>Email</dt>
          <dd className="text-break">{user.email}</dd>
          <dt>Role</dt>
          <dd>{enumLabel(user.role)}</dd>
          <dt>Member number</dt>
          <dd>#{user.member_number}</dd>
          <dt>Member since</dt>
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
        <h2 className="h6 text-uppercase">Credit balance</h2>
        <p className="display-6 fw-semibold mb-1">{formatPaise(user.credit_balance)}</p>
        <p className="fw-semibold mb-1">{feeWaiversText(user.fee_waivers)}</p>
        <p className="small mb-0">
          Credits and waivers are applied to your next booking.{' '}
          <a href="#credits" className="link-light">
            Where they came from
          </a>
        </p>
      </Card.Body>
    </Card>
  );
}

export function ActivityCard({ user }: { user: CurrentUser }) {
  const stats = [
    { label: 'Groups', value: user.communities_count },
    { label: 'Bookings', value: user.bookings_count },
    { label: 'Reviews', value: user.reviews_count },
  ];
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h6 text-uppercase text-body-secondary">Activity</h2>
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
