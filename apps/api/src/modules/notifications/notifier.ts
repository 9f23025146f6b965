import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationChannels } from '../../config.ts';
import type { Language } from '@saath/shared/i18n';
import {
  NOTICE_TEMPLATES,
  templateParamCount,
  type NoticeTemplate,
} from '../../platform/notice-texts.ts';
import type { NotifyChannel } from '../../platform/notices.ts';

/**
 * The Notifier port (ADR 0059): sends one registered template with its values to a mobile
 * number through SMS or WhatsApp, and answers the provider's id of the message (delivery
 * receipts name it). Each provider is an adapter behind it; a channel without settings has none.
 */
export type OutgoingText = {
  /** A mobile number as stored: +91 and ten digits. */
  phone: string;
  template: NoticeTemplate;
  params: string[];
  /**
   * The language of the template and its values: WhatsApp's template translation, MSG91's id.
   * English when not given.
   */
  language?: Language;
  /** The values in English, for a channel that has no Hindi template to send (SMS, ADR 0065). */
  englishParams?: string[];
};

export type ChannelAdapter = {
  send(text: OutgoingText): Promise<{ providerMessageId: string }>;
};

export type Notifier = {
  /** Whether the channel is switched on (its settings are set). */
  isOn(channel: NotifyChannel): boolean;
  send(channel: NotifyChannel, text: OutgoingText): Promise<{ providerMessageId: string }>;
};

/**
 * A provider's refusal. `permanent`: trying again cannot help (a template the provider does not
 * know, a number that cannot receive the channel, our credentials refused); the message then
 * goes by mail at once. Otherwise (a 429, a 5xx, a time-out) the job retries with back-off.
 */
export class NotifierError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 5000;
/** The digits the providers take: 91 and the ten-digit number, no plus. */
export const providerNumber = (phone: string) => `91${phone.replace(/\D/g, '').slice(-10)}`;

export function createNotifier(channels: NotificationChannels): Notifier {
  const adapters: Partial<Record<NotifyChannel, ChannelAdapter>> = {};
  if (channels.whatsapp) adapters.WHATSAPP = whatsappAdapter(channels.whatsapp);
  if (channels.sms) {
    // Checked at start: a template without its MSG91 id would fail every message of its kind.
    const unmapped = Object.keys(NOTICE_TEMPLATES).filter((t) => !channels.sms!.templateIds[t]);
    if (unmapped.length > 0)
      throw new Error(`SMS_TEMPLATE_IDS lacks the MSG91 template id of ${unmapped.join(', ')}`);
    // A Hindi id under a name we do not send is a typo that would leave Hindi readers in English.
    const unknown = Object.keys(channels.sms.hindiTemplateIds).filter(
      (t) => !(t in NOTICE_TEMPLATES),
    );
    if (unknown.length > 0)
      throw new Error(`SMS_TEMPLATE_IDS_HI names no template: ${unknown.join(', ')}`);
    adapters.SMS = msg91Adapter(channels.sms);
  }
  return {
    isOn: (channel) => adapters[channel] !== undefined,
    async send(channel, text) {
      const adapter = adapters[channel];
      if (!adapter) throw new NotifierError(`${channel} is switched off`, null, true);
      // Our own check first: a text with the wrong number of values is our bug, not a retry.
      if (
        text.params.length !== templateParamCount(text.template) ||
        (text.englishParams && text.englishParams.length !== text.params.length)
      )
        throw new NotifierError(`template ${text.template} takes other values`, null, true);
      return adapter.send(text);
    },
  };
}

/** A call to a provider: a time-out or a refused connection is an outage (retried). */
async function post(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: 'POST',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NotifierError(`provider unreachable: ${(error as Error).message}`, null, false);
  }
  const raw = await response.text();
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = raw;
  }
  return { status: response.status, body };
}

/** 429 and 5xx are worth another try; any other refusal is not. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * WhatsApp Business Cloud API: POST /{phone-number-id}/messages with a bearer token, a
 * `template` message in the member's language with the values as the body's text parameters.
 * Meta keeps each template's translations under its one name, by language code ('en', 'hi').
 */
function whatsappAdapter(settings: NonNullable<NotificationChannels['whatsapp']>): ChannelAdapter {
  return {
    async send(text) {
      const { status, body } = await post(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: providerNumber(text.phone),
          type: 'template',
          template: {
            name: text.template,
            language: { code: text.language ?? 'en' },
            components: [
              {
                type: 'body',
                parameters: text.params.map((value) => ({ type: 'text', text: value })),
              },
            ],
          },
        }),
      });
      const answer = body as {
        messages?: Array<{ id: string }>;
        error?: { message?: string; code?: number };
      } | null;
      const id = answer?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && id) return { providerMessageId: id };
      const error = answer?.error;
      // 130429 and 131056 are WhatsApp's rate limits (throughput, per-pair), whatever the status.
      const limited = error?.code === 130429 || error?.code === 131056;
      throw new NotifierError(
        `WhatsApp answered ${status}: ${error?.code ?? ''} ${error?.message ?? ''}`.trim(),
        status,
        !(limited || retryable(status)),
      );
    },
  };
}

/**
 * MSG91's Flow API (ADR 0059): POST /api/v5/flow with the `authkey` header, the DLT template's
 * MSG91 id and one recipient whose values are var1, var2... It answers
 * `{ type: 'success', message: <request id> }`; the delivery report names that request id.
 * DLT registers each wording on its own, so a Hindi text goes under its Hindi template's id
 * (SMS_TEMPLATE_IDS_HI); a template not registered in Hindi yet goes in English (ADR 0065).
 */
function msg91Adapter(settings: NonNullable<NotificationChannels['sms']>): ChannelAdapter {
  return {
    async send(text) {
      const hindiId = text.language === 'hi' ? settings.hindiTemplateIds[text.template] : undefined;
      const params = hindiId ? text.params : (text.englishParams ?? text.params);
      const recipient: Record<string, string> = { mobiles: providerNumber(text.phone) };
      params.forEach((value, i) => (recipient[`var${i + 1}`] = value));
      const { status, body } = await post(`${settings.apiUrl}/api/v5/flow`, {
        headers: { authkey: settings.authKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          template_id: hindiId ?? settings.templateIds[text.template],
          sender: settings.senderId,
          short_url: '0',
          recipients: [recipient],
        }),
      });
      const answer = body as { type?: string; message?: string } | null;
      if (status >= 200 && status < 300 && answer?.type === 'success' && answer.message)
        return { providerMessageId: answer.message };
      throw new NotifierError(
        `MSG91 answered ${status}: ${answer?.message ?? ''}`.trim(),
        status,
        !retryable(status),
      );
    },
  };
}

/** WhatsApp's `X-Hub-Signature-256`: `sha256=` and the HMAC-SHA256 of the raw body. */
export function whatsappSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time comparison of a presented secret or signature with the expected one. */
export function sameSecret(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
