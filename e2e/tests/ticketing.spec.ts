import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  field,
  logInViaForm,
  markPage,
  stillSamePage,
  uniqueEticketNumber,
  uniquePnr,
  wonGroupViaApi,
} from '../support/helpers.ts';

// docs/product/ticketing.md: a booked group's tickets stay pending until its winning airline
// issues them. The airline types one passenger's e-ticket with the group PNR, then uploads the
// manifest CSV it downloaded with the others filled in; a member watching the group page sees
// the tickets issued without reloading, and downloads the e-ticket.

/** Fills the pnr and eticket_number cells of the downloaded manifest CSV, row by row. */
function fillManifestCsv(csv: string, pnr: string, numbers: Map<string, string>): string {
  // The download starts with a byte-order mark for spreadsheet programs.
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  const columns = header!.split(',').map((name) => name.replace(/^"|"$/g, '').trim());
  const id = columns.indexOf('passenger_id');
  const pnrAt = columns.indexOf('pnr');
  const numberAt = columns.indexOf('eticket_number');
  expect(
    [id, pnrAt, numberAt].every((index) => index >= 0),
    header,
  ).toBe(true);
  const filled = rows.map((row) => {
    // The cells this test fills hold no commas; the others are copied as they are.
    const cells = row.split(',');
    const passenger = cells[id]!.replace(/^"|"$/g, '');
    cells[pnrAt] = pnr;
    cells[numberAt] = numbers.get(passenger) ?? '';
    return cells.join(',');
  });
  return [header, ...filled].join('\r\n') + '\r\n';
}

test('the airline issues the tickets by form and CSV; the member sees them live and downloads one', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);

  // A group booked on the airline's bid: selected by an admin, then paid by both members.
  const { group, travellers, airline } = await wonGroupViaApi(request, {
    airlineName: 'Ticketing Air',
    bid: {
      price_per_ticket: 440_000,
      flight_number: 'TA 404',
      departure_time: '16:30',
      arrival_time: '18:45',
    },
  });

  // The member opens the group page: booked, its tickets pending from the airline.
  const member = await (await browser.newContext()).newPage();
  await logInViaForm(member, travellers[0].email, travellers[0].password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText(/0 of 7 tickets issued by Ticketing Air/)).toBeVisible();
  await member.goto(`/communities/${group.community_id}`);
  const progress = member.getByTestId('ticketing-progress');
  await expect(progress).toHaveText(/^0 of 7 tickets issued by Ticketing Air \d+, due by .+ IST$/);
  const myTickets = member.getByRole('heading', { name: 'Your Tickets' }).locator('xpath=../..');
  await expect(myTickets.getByText('Ticket pending from the airline')).toHaveCount(4);
  await expectAccessible(member);
  await markPage(member);

  // The airline's dashboard says a group awaits its tickets and leads to it.
  const desk = await (await browser.newContext()).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await expect(desk.getByText('1 group awaits your tickets.')).toBeVisible();
  await desk.getByRole('link', { name: 'Issue their tickets' }).click();
  await expect(desk).toHaveURL(/\/airline\/won$/);
  const won = desk.getByRole('table', { name: 'Won Groups' });
  await expect(won.getByText('0 of 7 issued')).toBeVisible();
  await expect(won.getByText(/^Due in /)).toBeVisible();
  await expectAccessible(desk);
  await won.getByRole('link', { name: /^Issue tickets for / }).click();
  await expect(desk).toHaveURL(/\/airline\/won\/[0-9a-f-]{36}$/);
  await expect(desk.getByText('Submit a Bid')).toHaveCount(0);
  await expectAccessible(desk);

  // One ticket by hand, with the group PNR.
  const pnr = uniquePnr();
  const table = desk.getByRole('table', { name: 'Passengers and e-tickets' });
  const first = table.getByRole('row').nth(1);
  const firstName = (await first.getByRole('rowheader').textContent())!.trim();
  const firstNumber = uniqueEticketNumber();
  await field(desk, 'Group PNR').fill(pnr.toLowerCase());
  await desk.getByLabel(`E-ticket number for ${firstName}`).fill(firstNumber);
  await desk.getByRole('button', { name: `Issue the ticket of ${firstName}` }).click();
  await expect(first.getByText(firstNumber)).toBeVisible();
  await expect(desk.getByText('1 of 7 issued')).toBeVisible();
  await expect(field(desk, 'Group PNR')).toHaveCount(0);
  await expect(desk.getByText(pnr).first()).toBeVisible();

  // The member's page follows: one issued, no reload.
  await expect(progress).toHaveText(/^1 of 7 tickets issued by/);

  // The rest through the manifest CSV: downloaded, filled in, uploaded.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  const ids = [...csv.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)];
  const numbers = new Map<string, string>();
  const firstId = csv.split(/\r?\n/).find((line) => line.includes(firstNumber)) ?? '';
  for (const [id] of ids) {
    if (numbers.has(id)) continue;
    numbers.set(id, firstId.includes(id) ? firstNumber : uniqueEticketNumber());
  }
  await desk.getByLabel('Manifest CSV with e-ticket numbers').setInputFiles({
    name: 'manifest.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fillManifestCsv(csv, pnr, numbers)),
  });
  await desk.getByRole('button', { name: 'Upload and issue tickets' }).click();
  const report = desk.getByRole('status').filter({ hasText: 'issued,' });
  await expect(report).toContainText('6 issued, 1 unchanged, 0 refused');
  await expect(report).toContainText('7 of 7 tickets of this group are issued');
  await expect(desk.getByRole('table', { name: 'Upload report' }).getByRole('row')).toHaveCount(
    1 + 7,
  );
  await expect(desk.getByText('7 of 7 issued')).toBeVisible();
  await expectAccessible(desk);

  // The member sees every ticket issued, with the PNR and the numbers, without reloading.
  await expect(progress).toHaveText(/^All 7 tickets issued by Ticketing Air/);
  await expect(member.getByText('Tickets have been issued - check your email')).toBeVisible();
  await expect(myTickets.getByText('Ticket pending from the airline')).toHaveCount(0);
  await expect(myTickets.getByText(`PNR ${pnr}`).first()).toBeVisible();
  expect(await stillSamePage(member)).toBe(true);
  await expectAccessible(member);

  // The ticket page shows the airline's references; the e-ticket downloads.
  await myTickets
    .getByRole('link', { name: /^View ticket/ })
    .first()
    .click();
  await expect(member).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  // The router keeps the group page on screen until the ticket page has its data (on a loaded CI
  // machine that took more than the default 10 s once); the ticket page is its heading.
  await expect(member.getByRole('heading', { level: 1, name: /^Ticket / })).toBeVisible({
    timeout: 30_000,
  });
  // Its own facts (the group page's list, kept mounted and hidden meanwhile, names the PNR too).
  const facts = member.getByRole('definition').filter({ visible: true });
  await expect(facts.filter({ hasText: pnr })).toHaveCount(1);
  await expect(facts.filter({ hasText: /^217\d{10}$/ })).toHaveCount(1);
  await expectAccessible(member);
  const [eticket] = await Promise.all([
    member.waitForEvent('download'),
    member.getByRole('button', { name: 'Download E-Ticket' }).click(),
  ]);
  const pdf: Buffer[] = [];
  for await (const chunk of await eticket.createReadStream()) pdf.push(chunk as Buffer);
  expect(Buffer.concat(pdf).subarray(0, 5).toString()).toBe('%PDF-');
});
