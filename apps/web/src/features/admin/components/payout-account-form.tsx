import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { msg } from '@saath/shared/i18n';
import { PAYOUT_ACCOUNT_INVALID } from '@saath/shared/settlement';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { useSetPayoutAccount } from '../api/admin-settlement.api.ts';

export const PAYOUT_ACCOUNT_FAILED = msg(
  'The payout account could not be saved. Please try again.',
);
// The start of Razorpay's account ids, the same in every language.
const ACCOUNT_EXAMPLE = 'acc_…';
const ACCOUNT = /^acc_[A-Za-z0-9]{14}$/;

/**
 * An airline's Razorpay Route linked account (ADR 0056): shown, and set or changed by an admin.
 * Payouts made from now on go there; sandbox payouts need none.
 */
export function PayoutAccountForm({
  companyId,
  airline,
  account,
}: {
  companyId: string;
  airline: string;
  account: string | null;
}) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(account ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSetPayoutAccount();

  if (!editing)
    return (
      <span className="d-inline-flex flex-wrap align-items-center gap-2">
        <span className={account ? 'font-monospace' : 'text-body-secondary'}>
          {account ?? t('Not set')}
        </span>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={
            account
              ? t('Change the payout account of {airline}', { airline })
              : t('Set the payout account of {airline}', { airline })
          }
          onClick={() => setEditing(true)}
        >
          {account ? t('Change') : t('Set')}
        </Button>
      </span>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!ACCOUNT.test(trimmed)) return setInvalid(t(PAYOUT_ACCOUNT_INVALID));
    setInvalid(null);
    save.mutate({ companyId, account: trimmed }, { onSuccess: () => setEditing(false) });
  }

  const error = invalid ?? (save.isError ? errorText(save.error, t(PAYOUT_ACCOUNT_FAILED)) : null);
  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2">
      <div>
        <Form.Label htmlFor={inputId} visuallyHidden>
          {t('Razorpay linked account of {airline}', { airline })}
        </Form.Label>
        <Form.Control
          id={inputId}
          size="sm"
          className="font-monospace"
          placeholder={ACCOUNT_EXAMPLE}
          value={value}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </div>
      <Button size="sm" type="submit" disabled={save.isPending}>
        {t('Save')}
      </Button>
      <Button size="sm" variant="link" onClick={() => setEditing(false)}>
        {t('Cancel')}
      </Button>
    </Form>
  );
}
