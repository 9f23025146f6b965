import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Quote } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { WITHDRAW_FAILED, WITHDRAW_FAILED_FALLBACK } from '../airline-messages.ts';
import { useWithdrawBid } from '../api/airlines.api.ts';

type BidGroup = Pick<
  Group,
  'rfq_number' | 'from_location' | 'to_location' | 'status' | 'bidding_deadline'
>;

/**
 * Whether the company may still withdraw its bid: not selected, and the group's bidding open.
 * A hint only (the clock here is the browser's): the server decides, and says why it refuses.
 */
export function canWithdraw(
  bid: Pick<Quote, 'is_selected'>,
  group: Pick<BidGroup, 'status' | 'bidding_deadline'>,
  now = Date.now(),
): boolean {
  return (
    !bid.is_selected &&
    group.status.toUpperCase() === 'RFQ_SENT' &&
    group.bidding_deadline !== null &&
    new Date(group.bidding_deadline).getTime() > now
  );
}

type WithdrawBidProps = {
  bid: Pick<Quote, 'quote_id' | 'community_id' | 'price_per_ticket'>;
  group: BidGroup;
  /** Told once the server has withdrawn the bid (the lists refetch by themselves). */
  onWithdrawn?: () => void;
};

/** 'Withdraw' on one of the company's own bids, confirmed in the one ConfirmModal. */
export function WithdrawBid({ bid, group, onWithdrawn }: WithdrawBidProps) {
  const withdraw = useWithdrawBid();
  const [confirming, setConfirming] = useState(false);
  // Set once the bid is gone: a click while the dialog fades out must not send it again.
  const [done, setDone] = useState(false);
  const open = () => {
    setDone(false);
    setConfirming(true);
  };
  const close = () => {
    setConfirming(false);
    withdraw.reset();
  };
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={open} disabled={withdraw.isPending}>
        <span aria-hidden="true">{t('Withdraw')}</span>
        <span className="visually-hidden">
          {t('Withdraw bid on {rfq}', { rfq: group.rfq_number })}
        </span>
      </Button>
      <ConfirmModal
        show={confirming}
        title={t('Withdraw your bid?')}
        confirmLabel={t('Withdraw bid')}
        pendingLabel={t('Withdrawing…')}
        cancelLabel={t('Keep bid')}
        pending={withdraw.isPending}
        confirmDisabled={done}
        error={
          withdraw.isError
            ? t(WITHDRAW_FAILED, {
                detail: errorText(withdraw.error, t(WITHDRAW_FAILED_FALLBACK)),
              })
            : null
        }
        onHide={close}
        onConfirm={() =>
          withdraw.mutateAsync(
            { quote_id: bid.quote_id, community_id: bid.community_id },
            {
              onSuccess: () => {
                setDone(true);
                setConfirming(false);
                onWithdrawn?.();
              },
            },
          )
        }
      >
        <p className="fw-semibold mb-2">
          {t('{rfq}: {route}, your bid of {price} per ticket', {
            rfq: group.rfq_number,
            route: routeText(group.from_location, group.to_location),
            price: formatPaise(bid.price_per_ticket),
          })}
        </p>
        <p className="mb-0">
          {t('The group no longer counts this bid. While bidding is open you can bid again.')}
        </p>
      </ConfirmModal>
    </>
  );
}
