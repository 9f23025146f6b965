import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import type { ManifestPassenger } from '@saath/shared/airlines';
import { ETICKET_HINT, eticketNumberSchema } from '@saath/shared/ticketing';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { serverIssues, useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { TICKETING_FAILED, TICKETING_FAILED_FALLBACK } from '../airline-messages.ts';
import { useIssueTickets } from '../api/ticketing.api.ts';

const rowSchema = z.object({ eticket_number: eticketNumberSchema });

type EticketFormProps = {
  quoteId: string;
  passenger: ManifestPassenger;
  /**
   * The group PNR to send along, checked by the page: undefined once the group has one, null
   * when it is still missing or invalid (the page then marks its PNR field and nothing is sent).
   */
  pnrToSend: () => string | undefined | null;
  /** A refusal that concerns the PNR, shown at the page's PNR field. */
  onPnrRefused: (message: string) => void;
};

/** One passenger's e-ticket number, issued on its own (PUT …/ticketing with one row). */
export function EticketForm({ quoteId, passenger, pnrToSend, onPnrRefused }: EticketFormProps) {
  const issue = useIssueTickets();
  const form = useSchemaForm({
    initial: { eticket_number: '' },
    idPrefix: `eticket-${passenger.passenger_id}`,
    schema: rowSchema,
  });
  const field = form.field('eticket_number');
  const onSubmit = form.submit(({ eticket_number }) => {
    const pnr = pnrToSend();
    if (pnr === null) return Promise.resolve();
    return issue.mutateAsync(
      {
        quoteId,
        body: {
          ...(pnr ? { pnr } : {}),
          tickets: [{ passenger_id: passenger.passenger_id, eticket_number }],
        },
      },
      {
        onSuccess: (report) => {
          // A refused row changes nothing: its reason goes where the number was typed.
          const refused = report.rows.find((row) => row.outcome === 'REFUSED');
          if (refused?.reason) form.refuse([{ loc: ['eticket_number'], message: refused.reason }]);
        },
        onError: (error) => {
          const pnrIssue = serverIssues(error)?.find((issue) => issue.loc.includes('pnr'));
          if (pnrIssue) onPnrRefused(pnrIssue.message);
          else if (!form.showServerErrors(error))
            // A refusal of the whole request (409: not booked, another PNR) in the server's words.
            form.refuse([
              {
                loc: [],
                message: t(TICKETING_FAILED, {
                  detail: errorText(error, t(TICKETING_FAILED_FALLBACK)),
                }),
              },
            ]);
        },
      },
    );
  });
  const problems = [field.error, ...form.errors.general].filter(Boolean).join(' ');
  const errorId = `${field.id}-error`;
  return (
    <Form noValidate onSubmit={onSubmit} className="d-flex flex-wrap align-items-start gap-2">
      <div className="flex-grow-1" style={{ minWidth: '11rem' }}>
        <Form.Label htmlFor={field.id} visuallyHidden>
          {t('E-ticket number for {name}', { name: passenger.full_name })}
        </Form.Label>
        <Form.Control
          id={field.id}
          size="sm"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          placeholder={t('13 digits')}
          title={t(ETICKET_HINT)}
          isInvalid={Boolean(problems)}
          aria-invalid={problems ? true : undefined}
          aria-describedby={problems ? errorId : undefined}
        />
        {problems && (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {problems}
          </Form.Control.Feedback>
        )}
      </div>
      <SubmitButton size="sm" pending={issue.isPending} pendingLabel={t('Issuing…')}>
        <span aria-hidden="true">{t('Issue')}</span>
        <span className="visually-hidden">
          {t('Issue the ticket of {name}', { name: passenger.full_name })}
        </span>
      </SubmitButton>
    </Form>
  );
}
