import { Link } from '../../../components/ui/link';
import type { Group } from '@saath/shared/groups';
import { formatAmountInText, formatPaise } from '@saath/shared/money';
import { DISABLED_CREDIT_PAISE } from '@saath/shared/constants';
import { PATHS } from '../../../lib/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { serverText, useServerTexts } from '../../../lib/server-texts.ts';

/**
 * What a group that stopped bidding means for its members (READY_FOR_BOOKING and
 * CANCELLED pages said nothing): the bid it goes ahead on and what happens next, or why it
 * closed and what each member was given for it (docs/product/lifecycle.md).
 */
export function GroupOutcomePanel({ group }: { group: Group }) {
  const status = group.status.toUpperCase();
  // A member's share is the payment panel's; this says what is known without one.
  if (status === 'READY_FOR_BOOKING' && !group.my_payment) {
    return (
      <section className="bidding-panel rounded-3 p-3 mb-3" aria-labelledby="outcome-heading">
        <h3 id="outcome-heading" className="h6 mb-2">
          {t('Airline selected')}
        </h3>
        {group.lowest_known_price !== null && (
          <p className="mb-2">
            {tx('Lowest bid: <0>{price}</0> per person', [<strong />], {
              price: formatPaise(group.lowest_known_price),
            })}
          </p>
        )}
        <p className="mb-0">
          {t(
            "Bidding has closed and an airline's bid has been selected for this group. Each member now pays their share: your tickets are issued when the flight is booked, and you will get them by email.",
          )}
        </p>
      </section>
    );
  }
  if (status === 'DISABLED') {
    return (
      <section
        className="rounded-3 p-3 mb-3 bg-secondary-subtle text-secondary-emphasis"
        aria-labelledby="outcome-heading"
      >
        <h3 id="outcome-heading" className="h6 mb-2">
          {t('This group was disabled')}
        </h3>
        <EndedReason
          group={group}
          fallback={t('It did not reach {count} passengers in time.', { count: group.threshold })}
        />
        <p className="mb-0">
          {t(
            'Each member received a {amount} credit and one ticketing-fee waiver, used on a future booking.',
            { amount: formatAmountInText(DISABLED_CREDIT_PAISE) },
          )}{' '}
          <Link to={`${PATHS.profile}#credits`}>{t('See your credits and fee waivers')}</Link>
        </p>
      </section>
    );
  }
  if (status === 'CANCELLED') {
    return (
      <section
        className="rounded-3 p-3 mb-3 bg-danger-subtle text-danger-emphasis"
        aria-labelledby="outcome-heading"
      >
        <h3 id="outcome-heading" className="h6 mb-2">
          {t('This group was cancelled')}
        </h3>
        <EndedReason group={group} fallback={t('The group closed without a booking.')} />
        <p className="mb-0">
          {t('Each member received one ticketing-fee waiver, used on a future booking.')}{' '}
          <Link to={`${PATHS.profile}#credits`}>{t('See your credits and fee waivers')}</Link>
        </p>
      </section>
    );
  }
  return null;
}

/**
 * Why and when the group ended, as its status history records it (the API's `ended`), not
 * guessed from a deadline: a group can end at its formation, bidding or payment deadline, or
 * by an administrator.
 */
export function EndedReason({ group, fallback }: { group: Group; fallback: string }) {
  useServerTexts();
  if (!group.ended) return <p className="mb-2">{fallback}</p>;
  return (
    <p className="mb-2">
      {tx('Ended on <0>{time}</0>: {reason}.', [<strong />], {
        time: formatDateTime(group.ended.at),
        // The history's English, in the page's language; the sentence's own stop ends it.
        reason: serverText(group.ended.reason).replace(/[.।]$/, ''),
      })}
    </p>
  );
}
