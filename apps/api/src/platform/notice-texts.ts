import { REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import type { Language } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import type { Texts } from './texts.ts';

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

/*
 * The same templates in Hindi (ADR 0065), registered under the same names: with Meta as the
 * template's 'hi' translation, and on DLT as templates of their own (a Unicode SMS), whose MSG91
 * ids are SMS_TEMPLATE_IDS_HI. Each takes the same values in the same order as its English.
 */
export const NOTICE_TEMPLATES_HI: Record<NoticeTemplate, string> = {
  opt_in_code:
    'Saath: यात्रा की जानकारी यहाँ पाने के लिए आपका कोड {{1}} है। यह 10 मिनट में समाप्त हो जाएगा।',
  group_formed: 'Saath: आपके ग्रुप {{1}} में 7 यात्री हो गए हैं। अब एयरलाइंस बोली लगा रही हैं। यहाँ देखें: {{2}}',
  bid_won: 'Saath: {{1}} के लिए एक बोली जीत गई है। अपने हिस्से के {{2}} का भुगतान {{3}} तक करें: {{4}}',
  payment_reminder: 'Saath: {{1}} के लिए आपके हिस्से के {{2}} का भुगतान बाकी है। {{3}} तक भुगतान करें: {{4}}',
  payment_received: 'Saath: {{2}} के लिए हमें {{1}} मिल गए हैं। आपकी रसीद आपके ईमेल में और {{3}} पर है',
  schedule_changed:
    'Saath: {{1}} ने आपकी फ़्लाइट {{2}} बदलकर {{3}} कर दी है, प्रस्थान {{4}}। जानकारी: {{5}}',
  tickets_issued: 'Saath: {{1}} के आपके टिकट जारी हो गए हैं, PNR {{2}}। ई-टिकट आपके ईमेल में और {{3}} पर हैं',
  refund_issued:
    'Saath: {{2}} के लिए हमने {{1}} का रिफ़ंड कर दिया है। यह {{3}} कामकाजी दिनों में आपके खाते में पहुँचेगा। जानकारी: {{4}}',
  route_alert: 'Saath: आपके देखे जा रहे रूट {{1}} पर एक ग्रुप खुला है। इससे जुड़ें: {{2}}',
};

/** A template's wording in a language. */
export const noticeTemplate = (template: NoticeTemplate, language: Language): string =>
  (language === 'hi' ? NOTICE_TEMPLATES_HI : NOTICE_TEMPLATES)[template];

/**
 * A template and its values, in the order of its placeholders, in the language of its reader
 * (the values too: a date, 'the deadline').
 */
export type NoticeText = { template: NoticeTemplate; params: string[]; language: Language };

/** How many values a template takes (the providers refuse a message with another count). */
export function templateParamCount(template: NoticeTemplate): number {
  return new Set(NOTICE_TEMPLATES[template].match(/\{\{\d+\}\}/g)).size;
}

/** The text as the member reads it (the log, the fakes, the docs). */
export function renderNotice(text: Omit<NoticeText, 'language'> & { language?: Language }): string {
  return noticeTemplate(text.template, text.language ?? 'en').replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => text.params[Number(n) - 1] ?? '',
  );
}

type GroupLike = { id: string; fromLocation: string; toLocation: string; travelDate: string };
// A text is read on a phone: the route and day, not the group's full description.
const route = (g: GroupLike) => `${g.fromLocation}-${g.toLocation} ${g.travelDate}`;
const link = (texts: Texts, g: GroupLike, publicUrl: string) =>
  texts.page(publicUrl, `/communities/${g.id}`);
const by = ({ t, instant }: Texts, date: Date | null) => (date ? instant(date) : t('the deadline'));

export const noticeTexts = {
  optInCode: (texts: Texts, code: string): NoticeText => ({
    template: 'opt_in_code',
    params: [code],
    language: texts.language,
  }),
  groupFormed: (texts: Texts, group: GroupLike, publicUrl: string): NoticeText => ({
    template: 'group_formed',
    language: texts.language,
    params: [route(group), link(texts, group, publicUrl)],
  }),
  shareDue: (
    texts: Texts,
    group: GroupLike & { paymentDeadline: Date | null },
    amountPaise: number,
    publicUrl: string,
    reminder: boolean,
  ): NoticeText => ({
    template: reminder ? 'payment_reminder' : 'bid_won',
    language: texts.language,
    params: [
      route(group),
      formatPaise(amountPaise),
      by(texts, group.paymentDeadline),
      link(texts, group, publicUrl),
    ],
  }),
  paymentReceived: (
    texts: Texts,
    group: GroupLike,
    amountPaise: number,
    publicUrl: string,
  ): NoticeText => ({
    template: 'payment_received',
    language: texts.language,
    params: [formatPaise(amountPaise), route(group), link(texts, group, publicUrl)],
  }),
  scheduleChanged: (
    texts: Texts,
    group: GroupLike,
    change: { airlineName: string; newFlightNumber: string; newDepartureTime: Date },
    publicUrl: string,
  ): NoticeText => ({
    template: 'schedule_changed',
    language: texts.language,
    params: [
      change.airlineName,
      route(group),
      change.newFlightNumber,
      texts.instant(change.newDepartureTime),
      link(texts, group, publicUrl),
    ],
  }),
  ticketsIssued: (texts: Texts, group: GroupLike, pnr: string, publicUrl: string): NoticeText => ({
    template: 'tickets_issued',
    language: texts.language,
    params: [route(group), pnr, texts.page(publicUrl, '/tickets')],
  }),
  refundIssued: (
    texts: Texts,
    group: GroupLike,
    amountPaise: number,
    publicUrl: string,
  ): NoticeText => ({
    template: 'refund_issued',
    language: texts.language,
    params: [
      formatPaise(amountPaise),
      route(group),
      `${REFUND_PROCESSING_WORKING_DAYS.from}-${REFUND_PROCESSING_WORKING_DAYS.to}`,
      link(texts, group, publicUrl),
    ],
  }),
  // The invite page, as the alert's mail links it: a member of no group yet joins from there.
  routeAlert: (texts: Texts, group: GroupLike, publicUrl: string): NoticeText => ({
    template: 'route_alert',
    language: texts.language,
    params: [route(group), texts.page(publicUrl, `/invite/${group.id}`)],
  }),
};
