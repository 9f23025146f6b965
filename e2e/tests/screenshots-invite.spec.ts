import { expect, test } from '@playwright/test';
import {
  completeProfileViaApi,
  logInViaForm,
  registerViaApi,
  rfqGroupViaApi,
} from '../support/helpers.ts';
import { shoot, visit } from '../support/screenshots.ts';

// `npm run screenshots`: the invite link's pages at phone and desktop width.
test('invite pages @screenshots', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { travellers } = await rfqGroupViaApi(request);
  // A forming group too: the preview shows its progress and deadline.
  const kavya = travellers[0];
  const token = await completeProfileViaApi(request, kavya);
  const mine = await request.get('/api/communities/', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [rfq] = await mine.json();
  const forming = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      from_location: 'BLR',
      to_location: 'CCU',
      travel_date: rfq.travel_date,
      time_slot: 'SLOT_04_08',
      passengers: [
        {
          full_name: 'Kavya Shot',
          dob: '1985-07-01',
          age: 41,
          gender: 'F',
          phone: '9876543210',
          email: 'k@example.in',
        },
      ],
    },
  });
  const group = forming.status() === 201 ? await forming.json() : rfq;

  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, `/invite/${group.community_id}`, 'invite-signed-out');
  await visit(visitor, `/invite/${rfq.community_id}`, 'invite-rfq-signed-out');

  const member = await (
    await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  ).newPage();
  await logInViaForm(member, kavya.email, kavya.password);
  await member.waitForURL(/\/dashboard$/);
  await member.goto(`/communities/${group.community_id}`);
  await member.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(member.getByText(/Invite link copied/)).toBeVisible();
  await shoot(member, 'group-invite-control');
  await visit(member, `/invite/${group.community_id}`, 'invite-member');

  const other = await registerViaApi(request, { first_name: 'Neha' });
  await completeProfileViaApi(request, other);
  const neha = await (await browser.newContext()).newPage();
  await logInViaForm(neha, other.email, other.password);
  await neha.waitForURL(/\/dashboard$/);
  await visit(neha, `/invite/${group.community_id}`, 'invite-signed-in');
});
