import { z } from 'zod';
import { phoneSchema } from './profile.ts';
import { msg } from './i18n.ts';

// ADR 0060: choosing SMS or WhatsApp confirms a mobile number with a one-time code first.

export const TEXT_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

export const channelCodeBodySchema = z.object({
  channel: z.enum(TEXT_CHANNELS),
  /** The number to confirm; left out, the profile's phone. */
  phone: phoneSchema.optional(),
});
export type ChannelCodeBody = z.input<typeof channelCodeBodySchema>;

export const NOTIFICATION_CHANNEL_CODE_PATH = '/api/users/me/notification-channel/code';
export const NOTIFICATION_CHANNEL_CONFIRM_PATH = '/api/users/me/notification-channel/confirm';

export const channelCodeSentSchema = z.object({
  channel: z.enum(TEXT_CHANNELS),
  phone: z.string(),
  expires_at: z.string(),
});

export type ChannelCodeSent = z.infer<typeof channelCodeSentSchema>;

export const CODE_MESSAGE = msg('Enter the 6-digit code we sent');
export const channelConfirmBodySchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: CODE_MESSAGE }),
});

export const channelConfirmedSchema = z.object({
  notification_preference: z.enum(TEXT_CHANNELS),
  notification_phone: z.string(),
});

export type ChannelConfirmed = z.infer<typeof channelConfirmedSchema>;

/** The canonical form of an Indian mobile number the providers are given: +91 and ten digits. */
export function canonicalMobile(phone: string): string {
  return `+91${phone.replace(/\D/g, '').slice(-10)}`;
}

/** Why the API refuses a code request or a confirmation (the profile shows them in its language). */
export const NOTIFY_TEXTS = {
  channelOff: msg('This channel is not available: choose email'),
  noPhone: msg('Add your mobile number first'),
  tooManyCodes: msg('Too many codes asked for: try again in an hour'),
  noCode: msg('Ask for a code first'),
  expired: msg('This code has expired: ask for a new one'),
  wrong: msg('This code is not right'),
  tooManyTries: msg('Too many wrong codes: ask for a new one'),
  sendFailed: msg('The code could not be sent: try again in a minute'),
};
