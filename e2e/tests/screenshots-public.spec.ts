import { test } from '@playwright/test';
import { field } from '../support/helpers.ts';
import { shoot, visit } from '../support/screenshots.ts';

// `npm run screenshots`: the contact, about and legal pages at phone and desktop width.

test('contact, about and legal pages @screenshots', async ({ page }) => {
  for (const [name, path] of [
    ['about', '/about'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['cookies', '/cookies'],
    ['contact', '/contact'],
  ] as const) {
    await visit(page, path, name);
  }

  // The form's states: client errors, then the thanks; and one FAQ answer open.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await shoot(page, 'contact-errors');
  await field(page, 'Your name').fill('Priya Nair');
  await field(page, 'Email address').fill('priya@example.in');
  await field(page, 'Subject').fill('Screenshots');
  await field(page, 'Message').fill('A message sent by the screenshot run.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Thank you for your message!').waitFor();
  await shoot(page, 'contact-sent');
  await page.getByRole('button', { name: 'How does a flight group form?' }).click();
  await shoot(page, 'contact-faq-open');
});
