import type { ContactSubmissionRow } from '../../db/schema/contact.ts';
import type { Mail } from '../../platform/mailer.ts';

/** Tells the operator (ADMIN_EMAIL) that a visitor wrote, so nobody has to poll the console. */
export function contactReceivedMail(
  to: string,
  submission: ContactSubmissionRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'contact_received',
    to,
    subject: `New contact message: ${submission.subject}`,
    text: [
      `${submission.name} <${submission.email}> wrote through the contact form:`,
      '',
      submission.message,
      '',
      `Reply to ${submission.email}, or read it in the console: ${publicUrl}/admin`,
    ].join('\n'),
  };
}
