import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@saath/shared/accounts';
import { msg, type Message } from '@saath/shared/i18n';
import { CODE_MESSAGE, type TextChannel } from '@saath/shared/notifications';
import { PHONE_MESSAGE, phoneSchema } from '@saath/shared/profile';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useConfirmChannelCode, useSendChannelCode, useUpdateProfile } from '../api/profile.api.ts';
import { useAppConfig } from '../api/session.api.ts';

const CHANNEL_NAMES: Record<CurrentUser['notification_preference'], Message> = {
  EMAIL: msg('Email'),
  SMS: msg('SMS'),
  WHATSAPP: msg('WhatsApp'),
};
/** A channel's name in the page's language. */
const channelName = (channel: CurrentUser['notification_preference']) => t(CHANNEL_NAMES[channel]);

/**
 * How Saath reaches the member (docs/product/notifications.md): email, or SMS or WhatsApp once a
 * one-time code sent there confirms the number (ADR 0060). Until then the preference stays email.
 */
export default function NotificationChannelCard({ user }: { user: CurrentUser }) {
  const id = useId();
  const current = user.notification_preference;
  const [choice, setChoice] = useState<TextChannel | null>(null);
  const [phone, setPhone] = useState(user.notification_phone ?? user.phone ?? '');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = useSendChannelCode();
  const confirm = useConfirmChannelCode();
  const update = useUpdateProfile();
  const sent = send.data && send.data.channel === choice ? send.data : null;
  // Only the text channels the operator configured are offered: the server refuses the others
  // (409). Until the settings are read, none is offered rather than one that may be refused.
  const config = useAppConfig();
  const configured = config.data?.notification_channels ?? ['EMAIL'];
  const offered = (['WHATSAPP', 'SMS'] as const).filter(
    (channel) => configured.includes(channel) && channel !== current,
  );

  const reset = () => {
    setChoice(null);
    setCode('');
    setProblem(null);
    send.reset();
    confirm.reset();
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) return setProblem(t(PHONE_MESSAGE));
    setProblem(null);
    try {
      await send.mutateAsync({ channel: choice, phone: parsed.data });
    } catch (error) {
      setProblem(errorText(error, t('The code could not be sent: try again in a minute')));
    }
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem(CODE_MESSAGE);
    setProblem(null);
    try {
      const confirmed = await confirm.mutateAsync(code.trim());
      setDone(
        t('{channel} is on for {phone}.', {
          channel: channelName(confirmed.notification_preference),
          phone: confirmed.notification_phone,
        }),
      );
      reset();
    } catch (error) {
      setProblem(errorText(error, t('The code could not be checked: try again')));
    }
  }

  async function backToEmail() {
    setProblem(null);
    try {
      await update.mutateAsync({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        notification_preference: 'EMAIL',
      });
      setDone(t('We will write to you by email.'));
      reset();
    } catch (error) {
      setProblem(errorText(error, t('Your choice could not be saved: try again')));
    }
  }

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5" id={`${id}-title`}>
          {t('How we reach you')}
        </h2>
        <p className="mb-2">
          {current !== 'EMAIL' && user.notification_phone
            ? tx('Updates about your groups come by <0>{channel}</0> to {phone}.', [<strong />], {
                channel: channelName(current),
                phone: user.notification_phone,
              })
            : tx('Updates about your groups come by <0>{channel}</0>.', [<strong />], {
                channel: channelName(current),
              })}{' '}
          {t('E-tickets, receipts and invoices always come by email.')}
        </p>
        {current !== 'EMAIL' && (
          <p className="small text-body-secondary">
            {t('Reply STOP to any message to go back to email, or use the button below.')}
          </p>
        )}
        <div aria-live="polite">
          {done && (
            <Alert variant="success" className="py-2" onClose={() => setDone(null)} dismissible>
              {done}
            </Alert>
          )}
        </div>

        {choice === null && config.isSuccess && offered.length === 0 && current === 'EMAIL' && (
          <p className="small text-body-secondary mb-0">
            {t('Updates by SMS or WhatsApp are not available yet.')}
          </p>
        )}
        {choice === null ? (
          <div className="d-flex flex-wrap gap-2">
            {offered.map((channel) => (
              <Button
                key={channel}
                variant="outline-primary"
                onClick={() => {
                  setDone(null);
                  setChoice(channel);
                }}
              >
                {t('Get updates on {channel}', { channel: channelName(channel) })}
              </Button>
            ))}
            {current !== 'EMAIL' && (
              <Button variant="outline-secondary" onClick={() => void backToEmail()}>
                {t('Back to email')}
              </Button>
            )}
          </div>
        ) : (
          <div className="notification-channel-step">
            <p className="small">
              {t(
                'To get updates on {channel} we send a 6-digit code to your mobile number there. Until you enter it, we keep writing to you by email.',
                { channel: channelName(choice) },
              )}
            </p>
            {!sent ? (
              <Form
                noValidate
                onSubmit={(event) => void sendCode(event)}
                aria-labelledby={`${id}-title`}
              >
                <Form.Group
                  controlId={`${id}-phone`}
                  className="mb-2"
                  style={{ maxWidth: '20rem' }}
                >
                  <Form.Label>{t('Mobile number')}</Form.Label>
                  <Form.Control
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                    isInvalid={problem !== null}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                  />
                </Form.Group>
                <div className="d-flex flex-wrap gap-2">
                  <SubmitButton pending={send.isPending} pendingLabel={t('Sending…')}>
                    {t('Send the code')}
                  </SubmitButton>
                  <Button variant="link" onClick={reset}>
                    {t('Cancel')}
                  </Button>
                </div>
              </Form>
            ) : (
              <Form
                noValidate
                onSubmit={(event) => void confirmCode(event)}
                aria-labelledby={`${id}-title`}
              >
                <p className="small mb-2">
                  {t('We sent a code to {phone} on {channel}. It works for 10 minutes.', {
                    phone: sent.phone,
                    channel: channelName(sent.channel),
                  })}
                </p>
                <Form.Group controlId={`${id}-code`} className="mb-2" style={{ maxWidth: '20rem' }}>
                  <Form.Label>{t('6-digit code')}</Form.Label>
                  <Form.Control
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    isInvalid={problem !== null}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                  />
                </Form.Group>
                <div className="d-flex flex-wrap gap-2">
                  <SubmitButton pending={confirm.isPending} pendingLabel={t('Checking…')}>
                    {t('Confirm')}
                  </SubmitButton>
                  <Button variant="link" onClick={() => send.reset()}>
                    {t('Send a new code')}
                  </Button>
                  <Button variant="link" onClick={reset}>
                    {t('Cancel')}
                  </Button>
                </div>
              </Form>
            )}
          </div>
        )}
        {problem && (
          <p id={`${id}-problem`} className="text-danger small mt-2 mb-0" role="alert">
            {problem}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
