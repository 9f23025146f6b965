import { msg, type Message } from '@saath/shared/i18n';
import { t } from '../../lib/i18n.tsx';

// A manifest passenger's gender and ticket status as the airline reads them, on the bid page's
// manifest and the won group's ticketing table alike.
export const GENDERS: Readonly<Record<string, Message>> = {
  M: msg('Male'),
  F: msg('Female'),
  Other: msg('Other'),
};

export const TICKET_LABELS: Readonly<Record<string, Message>> = {
  PENDING: msg('Pending'),
  ISSUED: msg('Issued'),
  CANCELLED: msg('Cancelled'),
};

/** A code's label in the page's language (called while rendering); an unknown code as it is. */
export const labelOf = (labels: Readonly<Record<string, Message>>, code: string): string => {
  const label = labels[code];
  return label ? t(label) : code;
};
