import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { openAdminConsole } from '../support/admin.ts';
import {
  expectAccessible,
  logInViaForm,
  registerAirlineViaApi,
  rfqGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// ADR 0026: an airline points Saath at its system, takes its signing secret once,
// sends itself a test event, receives a signed rfq.opened and redelivers it; admins see failed
// jobs.

// Every hooked airline hears every rfq.opened: one journey at a time keeps each one's list its own.
test.describe.configure({ mode: 'serial' });

type Received = { headers: IncomingHttpHeaders; body: string };

async function receiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/saath`, received, close: () => server.close() };
}

function signed(secret: string, delivery: Received) {
  const [t, v1] = String(delivery.headers['x-saath-signature']).split(',');
  const mac = createHmac('sha256', secret)
    .update(`${t!.slice(2)}.${delivery.body}`)
    .digest('hex');
  return v1 === `v1=${mac}`;
}

async function setUp(page: Page, url: string, name: string) {
  const airline = await registerAirlineViaApi(page.request, name);
  await logInViaForm(page, airline.email, airline.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/airline\/webhooks$/);
  await page.getByRole('textbox', { name: /^Webhook endpoint/ }).fill(url);
  await page.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(page.getByText('Endpoint saved')).toBeVisible();
  await page.getByRole('button', { name: 'Create secret' }).click();
  const shown = page.getByRole('textbox', { name: 'Webhook secret' });
  await expect(shown).toHaveValue(/^whsec_/);
  return shown.inputValue();
}

test('an airline sends itself a test event, receives a signed rfq.opened, sees the delivery and redelivers it', async ({
  page,
  request,
}) => {
  const inbox = await receiver();
  try {
    const secret = await setUp(page, inbox.url, 'Hooked Air');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByText(`…${secret.slice(-4)}`)).toBeVisible();

    // Before any real event: a test event checks the endpoint and the signature check.
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByText('Test event queued: it goes out within seconds.')).toBeVisible();
    await expect
      .poll(() => inbox.received.some((r) => r.headers['x-saath-event'] === 'webhook.test'), {
        timeout: 30_000,
      })
      .toBe(true);
    const ping = inbox.received.find((r) => r.headers['x-saath-event'] === 'webhook.test')!;
    expect(signed(secret, ping)).toBe(true);

    const { group } = await rfqGroupViaApi(request);
    await expect
      .poll(() => inbox.received.some((r) => r.body.includes(group.community_id)), {
        timeout: 30_000,
      })
      .toBe(true);
    const opened = inbox.received.find((r) => r.body.includes(group.community_id))!;
    expect(opened.headers['x-saath-event']).toBe('rfq.opened');
    expect(signed(secret, opened)).toBe(true);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'rfq.opened' }).first();
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByText('200')).toBeVisible();
    const before = inbox.received.length;
    await row.getByRole('button', { name: /^Redeliver rfq.opened/ }).click();
    await expect(page.getByText('Queued: it goes out within seconds.')).toBeVisible();
    await expect.poll(() => inbox.received.length, { timeout: 30_000 }).toBeGreaterThan(before);
    const again = inbox.received.at(-1)!;
    expect(again.body).toBe(opened.body);
    expect(again.headers['x-saath-delivery']).not.toBe(opened.headers['x-saath-delivery']);

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByRole('dialog', { name: 'Rotate the webhook secret?' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    inbox.close();
  }
});

test('the webhooks page and the failed jobs tab @screenshots', async ({ page, request }) => {
  const inbox = await receiver();
  try {
    await setUp(page, inbox.url, 'Screenshot Hooks');
    await shoot(page, 'airline-webhooks-secret');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await rfqGroupViaApi(request);
    await expect.poll(() => inbox.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'rfq.opened' }).first()).toBeVisible();
    await shoot(page, 'airline-webhooks');
  } finally {
    inbox.close();
  }

  // A dead job takes 24 hours of failures: the list is the API's answer, as it would be.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.route('**/api/admin/jobs?*', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: '0b9b8f8e-6a43-4c1e-9d3e-4f1f0b7a2c11',
            kind: 'webhook',
            recipient: '5d0c3c1e-2f6b-4a8e-9b7e-1a2b3c4d5e6f',
            status: 'DEAD',
            attempts: 17,
            last_error: 'the endpoint answered 503',
            response_code: 503,
            created_at: '2026-11-20T04:30:00.000Z',
            next_attempt_at: '2026-11-21T04:30:00.000Z',
            dead_at: '2026-11-21T04:30:00.000Z',
          },
          {
            id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            kind: 'booking_confirmed',
            recipient: 'asha.rao@example.in',
            status: 'DEAD',
            attempts: 52,
            last_error: 'connect ECONNREFUSED 10.0.0.25:587',
            response_code: null,
            created_at: '2026-11-18T09:00:00.000Z',
            next_attempt_at: '2026-11-21T09:00:00.000Z',
            dead_at: '2026-11-21T09:00:00.000Z',
          },
        ],
        total: 2,
        page: 1,
        pages: 1,
      },
    }),
  );
  await openAdminConsole(page);
  await page.goto('/admin?tab=jobs');
  await expect(page.getByRole('table', { name: 'Failed jobs' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-jobs');
});
