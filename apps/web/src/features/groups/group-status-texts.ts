import {
  passengerTallyMessage,
  statusFooterMessage,
  thresholdProgressMessage,
} from '@saath/shared/group-status';
import { t } from '../../lib/i18n.tsx';

// The shared package words a group's tally, progress and footer in English for the API; the
// pages show the same templates through t(), in the page's language.

export function passengerTallyText(passengerCount: number, threshold: number, capacity: number) {
  const { text, values } = passengerTallyMessage(passengerCount, threshold, capacity);
  return t(text, values);
}

export function thresholdProgressText(passengerCount: number, threshold: number) {
  const { text, values } = thresholdProgressMessage(passengerCount, threshold);
  return t(text, values);
}

export function statusFooterText(status: string, passengerCount: number): string | null {
  const footer = statusFooterMessage(status, passengerCount);
  return footer && t(footer.text, footer.values);
}
