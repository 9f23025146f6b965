import Form from 'react-bootstrap/Form';
import {
  CONTACT_FIELD_ERRORS,
  CONTACT_GENERIC_ERROR,
  CONTACT_LIMITS,
  CONTACT_SUCCESS,
  contactBodySchema,
} from '@saath/shared/contact';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { issueText, serverIssues, useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useSendContactMessage } from '../api/contact.api.ts';

// Contact form: idle, sending, success or error. `messages` null = the generic text.
type Notice = { kind: 'success' } | { kind: 'error'; messages: string[] | null };

// The contact form: success clears after 5 s, an error after 8 s.
const SUCCESS_CLEAR_MS = 5000;
const ERROR_CLEAR_MS = 8000;

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form, checked with the server's schema before it is sent. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useSchemaForm({ initial: EMPTY, idPrefix: 'contact', schema: contactBodySchema });
  const [notice, show, clearNotice] = useTimedMessage<Notice>(SUCCESS_CLEAR_MS);

  const onSubmit = form.submit((body) => {
    clearNotice();
    return send.mutateAsync(body, {
      onSuccess: () => {
        form.setValues(EMPTY);
        show({ kind: 'success' }, SUCCESS_CLEAR_MS);
      },
      onError: (error) => {
        // A 422 goes to each field by its location's last element, and is listed.
        const issues = serverIssues(error);
        if (issues) form.showServerErrors(error);
        show({ kind: 'error', messages: issues?.map((i) => i.message) ?? null }, ERROR_CLEAR_MS);
      },
    });
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('Send us a message')}>
      <>
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <div role="status">
          {notice?.kind === 'success' && (
            <div className="alert alert-success">
              <strong className="d-block">{t(CONTACT_SUCCESS)}</strong>
              {t('We usually reply within one working day.')}
            </div>
          )}
        </div>
        <div role="alert">
          {notice?.kind === 'error' && (
            <div className="alert alert-danger">
              <strong className="d-block">{t(CONTACT_FIELD_ERRORS)}</strong>
              {notice.messages ? (
                <ul className="mb-0 mt-1 ps-3">
                  {notice.messages.map((message, index) => (
                    <li key={index}>{issueText(message)}</li>
                  ))}
                </ul>
              ) : (
                t(CONTACT_GENERIC_ERROR)
              )}
            </div>
          )}
        </div>
        <div className="row g-md-3">
          <div className="col-md-6">
            <TextField
              {...form.field('name')}
              label={t('Your name')}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
              required
            />
          </div>
          <div className="col-md-6">
            <TextField
              {...form.field('email')}
              label={t('Email address')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          </div>
        </div>
        <TextField
          {...form.field('subject')}
          label={t('Subject')}
          maxLength={CONTACT_LIMITS.subjectMax}
          required
        />
        <TextField
          {...form.field('message')}
          label={t('Message')}
          rows={6}
          hint={t('At least {min} characters. For a booking, include your RFQ or ticket number.', {
            min: CONTACT_LIMITS.messageMin,
          })}
          maxLength={CONTACT_LIMITS.messageMax}
          required
        />
        <SubmitButton
          size="lg"
          className="px-4"
          pending={send.isPending}
          pendingLabel={t('Sending...')}
        >
          {t('Send Message')}
        </SubmitButton>
      </>
    </Form>
  );
}
