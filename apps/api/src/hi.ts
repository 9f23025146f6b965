import type { Catalog } from '@saath/shared/i18n';
import shared from '@saath/shared/hi';

// Hindi for what the API writes to a person in their language: mails, WhatsApp and SMS texts,
// PDFs (ADR 0064). API error details stay English for clients; the web translates them.
export default {
  ...shared,
} satisfies Catalog;
