import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { HydratedFieldset } from '../../../components/ui/hydrated-fieldset.tsx';
import Spinner from 'react-bootstrap/Spinner';
import {
  CONTACT_FIELD_ERRORS,
  CONTACT_GENERIC_ERROR,
  CONTACT_LIMITS,
  CONTACT_SUCCESS,
} from '@saath/shared/contact';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useSendContactMessage } from '../api/contact.api.ts';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  ERROR_CLEAR_MS,
  SUCCESS_CLEAR_MS,
  serverFieldErrors,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from '../contact-form-state.ts';

// spec §4 "Contact form": idle, sending, success or error. `messages` null = the generic text.
type Notice = { kind: 'success' } | { kind: 'error'; messages: string[] | null };

const fieldId = (field: ContactField) => `contact-${field}`;

function focusFirstInvalid(errors: FieldErrors) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** spec §1, §5, §8: the contact form, checked with the server's schema before it is sent. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, show, clearNotice] = useTimedMessage<Notice>(SUCCESS_CLEAR_MS);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message under a field is about the old value; editing it is the fix in progress.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = validateContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    clearNotice();
    send.mutate(checked.body, {
      onSuccess: () => {
        setValues(EMPTY_CONTACT);
        show({ kind: 'success' }, SUCCESS_CLEAR_MS);
      },
      onError: (error) => {
        const mapped =
          error instanceof ApiError && error.status === 422 ? serverFieldErrors(error.body) : null;
        if (mapped) {
          setErrors(mapped.fields);
          focusFirstInvalid(mapped.fields);
        }
        show({ kind: 'error', messages: mapped?.messages ?? null }, ERROR_CLEAR_MS);
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Send us a message">
      <HydratedFieldset>
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <div role="status">
          {notice?.kind === 'success' && (
            <div className="alert alert-success">
              <strong className="d-block">{CONTACT_SUCCESS}</strong>
              We usually reply within one working day.
            </div>
          )}
        </div>
        <div role="alert">
          {notice?.kind === 'error' && (
            <div className="alert alert-danger">
              <strong className="d-block">{CONTACT_FIELD_ERRORS}</strong>
              {notice.messages ? (
                <ul className="mb-0 mt-1 ps-3">
                  {notice.messages.map((message, index) => (
                    <li key={index}>{message}</li>
                  ))}
                </ul>
              ) : (
                CONTACT_GENERIC_ERROR
              )}
            </div>
          )}
        </div>
        <div className="row g-md-3">
          <div className="col-md-6">
            <TextField
              id={fieldId('name')}
              label="Your name"
              autoComplete="name"
              value={values.name}
              onChange={change('name')}
              error={errors.name}
              maxLength={CONTACT_LIMITS.nameMax}
              required
            />
          </div>
          <div className="col-md-6">
            <TextField
              id={fieldId('email')}
              label="Email address"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={change('email')}
              error={errors.email}
              required
            />
          </div>
        </div>
        <TextField
          id={fieldId('subject')}
          label="Subject"
          value={values.subject}
          onChange={change('subject')}
          error={errors.subject}
          maxLength={CONTACT_LIMITS.subjectMax}
          required
        />
        <TextField
          id={fieldId('message')}
          label="Message"
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          hint={`At least ${CONTACT_LIMITS.messageMin} characters. For a booking, include your RFQ or ticket number.`}
          maxLength={CONTACT_LIMITS.messageMax}
          required
        />
        <Button type="submit" size="lg" className="px-4" disabled={send.isPending}>
          {send.isPending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Sending...
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </HydratedFieldset>
    </Form>
  );
}
