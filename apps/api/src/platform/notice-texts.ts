import { REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import { formatInstantIst } from '@saath/shared/dates';
import { formatPaise } from '@saath/shared/money';

/*
 * Every SMS and WhatsApp text, in one place beside the mails they shorten (ADR 0059). Both
 * channels send only templates registered in advance: WhatsApp message templates approved by
 * Meta, and SMS templates registered on the DLT platform (TRAI's rules) and mirrored in MSG91.
 * So each text here is a template name and its values, in order; the wording below is what is
 * registered (with {{1}}, {{2}}... for the values) and must change there first.
 */

export const NOTICE_TEMPLATES = {
  opt_in_code: 'Saath: {{1}} is your code to get travel updates here. It expires in 10 minutes.',
  group_formed:
    'Saath: your group {{1}} has 7 travellers. Airlines are bidding now. Follow it: {{2}}',
  bid_won: 'Saath: a bid won for {{1}}. Pay your share of {{2}} by {{3}}: {{4}}',
  payment_reminder: 'Saath: your share of {{2}} for {{1}} is unpaid. Pay by {{3}}: {{4}}',
  payment_received: 'Saath: we received {{1}} for {{2}}. Your receipt is in your mail and at {{3}}',
  schedule_changed:
    'Saath: {{1}} changed your flight {{2}} to {{3}}, departing {{4}}. Details: {{5}}',
  tickets_issued:
    'Saath: your tickets for {{1}} are issued, PNR {{2}}. E-tickets are in your mail and at {{3}}',
  refund_issued:
    'Saath: we refunded {{1}} for {{2}}. It reaches your account in {{3}} working days. Details: {{4}}',
  route_alert: 'Saath: a group opened on a route you watch, {{1}}. Join it: {{2}}',
} as const;

export type NoticeTemplate = keyof typeof NOTICE_TEMPLATES;

/** A template and its values, in the order of its placeholders. */
export type NoticeText = { template: NoticeTemplate; params: string[] };

/** How many values a template takes (the providers refuse a message with another count). */
export function templateParamCount(template: NoticeTemplate): number {
  return new Set(NOTICE_TEMPLATES[template].match(/\{\{\d+\}\}/g)).size;
}

/** The text as the member reads it (the log, the fakes, the docs). */
export function renderNotice(text: NoticeText): string {
  return NOTICE_TEMPLATES[text.template].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => text.params[Number(n) - 1] ?? '',
  );
}

type GroupLike = { id: string; fromLocation: string; toLocation: string; travelDate: string };
// A text is read on a phone: the route and day, not the group's full description.
const route = (g: GroupLike) => `${g.fromLocation}-${g.toLocation} ${g.travelDate}`;
const link = (g: GroupLike, publicUrl: string) => `${publicUrl}/communities/${g.id}`;
const by = (date: Date | null) => (date ? formatInstantIst(date) : 'the deadline');

export const noticeTexts = {
  optInCode: (code: string): NoticeText => ({ template: 'opt_in_code', params: [code] }),
  groupFormed: (group: GroupLike, publicUrl: string): NoticeText => ({
    template: 'group_formed',
    params: [route(group), link(group, publicUrl)],
  }),
  shareDue: (
    group: GroupLike & { paymentDeadline: Date | null },
    amountPaise: number,
    publicUrl: string,
    reminder: boolean,
  ): NoticeText => ({
    template: reminder ? 'payment_reminder' : 'bid_won',
    params: [
      route(group),
      formatPaise(amountPaise),
      by(group.paymentDeadline),
      link(group, publicUrl),
    ],
  }),
  paymentReceived: (group: GroupLike, amountPaise: number, publicUrl: string): NoticeText => ({
    template: 'payment_received',
    params: [formatPaise(amountPaise), route(group), link(group, publicUrl)],
  }),
  scheduleChanged: (
    group: GroupLike,
    change: { airlineName: string; newFlightNumber: string; newDepartureTime: Date },
    publicUrl: string,
  ): NoticeText => ({
    template: 'schedule_changed',
    params: [
      change.airlineName,
      route(group),
      change.newFlightNumber,
      formatInstantIst(change.newDepartureTime),
      link(group, publicUrl),
    ],
  }),
  ticketsIssued: (group: GroupLike, pnr: string, publicUrl: string): NoticeText => ({
    template: 'tickets_issued',
    params: [route(group), pnr, `${publicUrl}/tickets`],
  }),
  refundIssued: (group: GroupLike, amountPaise: number, publicUrl: string): NoticeText => ({
    template: 'refund_issued',
    params: [
      formatPaise(amountPaise),
      route(group),
      `${REFUND_PROCESSING_WORKING_DAYS.from}-${REFUND_PROCESSING_WORKING_DAYS.to}`,
      link(group, publicUrl),
    ],
  }),
  // The invite page, as the alert's mail links it: a member of no group yet joins from there.
  routeAlert: (group: GroupLike, publicUrl: string): NoticeText => ({
    template: 'route_alert',
    params: [route(group), `${publicUrl}/invite/${group.id}`],
  }),
};
