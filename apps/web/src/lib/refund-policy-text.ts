import { REFUND_CLAIM_WINDOW_HOURS, REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import { REFUND_POLICY } from '@saath/shared/refund-policy';
import { t } from './i18n.tsx';

// The refund policy in the page's language, for the web's places that state it (the dashboard
// notice, the FAQ, the terms, the landing's guarantees). Its English is @saath/shared/refund-policy's,
// word for word (refund-policy-text.test.ts holds them together); the pieces are whole messages
// with the figures as placeholders, so a translation can order the sentence its own way.

/** 'medical reasons, a death in the family, job loss or a natural disaster, with proof' */
export const refundReasonsText = () =>
  t('medical reasons, a death in the family, job loss or a natural disaster, with proof');

/** 'within 72 hours of the event or of departure, whichever is earlier' */
export const refundClaimWindowText = () =>
  t('within {hours} hours of the event or of departure, whichever is earlier', {
    hours: REFUND_CLAIM_WINDOW_HOURS,
  });

/** 'Refunds are processed in 7 to 10 working days.' */
export const refundProcessingText = () =>
  t('Refunds are processed in {from} to {to} working days.', REFUND_PROCESSING_WORKING_DAYS);

/** 'There is no refund for missed flights or changed plans.' */
export const refundNoneText = () => t('There is no refund for missed flights or changed plans.');

/** The whole policy in two sentences, as REFUND_POLICY_SUMMARY says it in English. */
export const refundPolicySummaryText = () =>
  t('A refund of {amount} is given for {reasons}, when you tell us {claimWindow}. {processing}', {
    amount: REFUND_POLICY.amount,
    reasons: refundReasonsText(),
    claimWindow: refundClaimWindowText(),
    processing: refundProcessingText(),
  });
