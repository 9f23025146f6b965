import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { describe, expect, it } from 'vitest';
import { passengers } from '../helpers/groups.ts';
import {
  PROCESS_TEST_MS,
  airlineOverHttp,
  call,
  freePort,
  startServer,
  travellerOverHttp,
  until,
  waitForHealth,
} from '../helpers/processes.ts';
import { verifySignature, webhookReceiver } from '../helpers/webhook-receiver.ts';

// Webhook deliveries are queued in the same transaction as their event, so a crash loses none
// (ADR 0026): a process killed while its webhook POST is in flight leaves the row leased; the next
// process claims it when the lease ends and delivers it, with the same delivery id.
describe('webhooks across a crash', () => {
  it(
    'a delivery in flight when the server is killed is delivered by the restarted server',
    async () => {
      const receiver = await webhookReceiver();
      receiver.state.answer = 'hang';
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-webhooks-')),
        WEBHOOKS_ALLOW_PRIVATE: '1',
        // The POST outlives the process; its lease (2 s) ends soon after the restart.
        WEBHOOK_TIMEOUT_MS: '60000',
        JOB_LEASE_SECONDS: '2',
        MAIL_POLL_INTERVAL_SECONDS: '1',
      };
      let server = startServer(env);
      try {
        await waitForHealth(base, server);
        const carrier = await airlineOverHttp(base, 'WR');
        const put = await call(base, 'PUT', '/api/airline/webhook', {
          token: carrier.token,
          json: { endpoint: receiver.url },
        });
        expect(put.status).toBe(200);
        const secret = (
          await call(base, 'POST', '/api/airline/webhook/secret', { token: carrier.token })
        ).body.secret as string;
        const [asha, ravi] = [
          await travellerOverHttp(base, 'Asha'),
          await travellerOverHttp(base, 'Ravi'),
        ];
        const created = await call(base, 'POST', '/api/communities/', {
          token: asha!.token,
          json: {
            from_location: 'BLR',
            to_location: 'GOI',
            travel_date: addDays(minimumTravelDate(new Date()), 5),
            time_slot: 'SLOT_12_16',
            passengers: passengers(4),
          },
        });
        expect(created.status).toBe(201);
        const joined = await call(
          base,
          'POST',
          `/api/communities/${created.body.community_id}/join`,
          { token: ravi!.token, json: { passengers: passengers(3) } },
        );
        expect(joined.body.status).toBe('RFQ_SENT');

        // The worker has claimed the rfq.opened delivery and is waiting on the endpoint: kill it.
        await until(() => (receiver.received.length >= 1 ? true : undefined), 'the first POST');
        server.child.kill('SIGKILL');
        await server.exited;
        receiver.state.answer = 200;

        server = startServer(env);
        await waitForHealth(base, server);
        await until(() => (receiver.received.length >= 2 ? true : undefined), 'the second POST');
        const [first, second] = receiver.received;
        expect(second!.headers['x-saath-event']).toBe('rfq.opened');
        expect(second!.headers['x-saath-delivery']).toBe(first!.headers['x-saath-delivery']);
        expect(
          verifySignature(secret, second!.headers['x-saath-signature'] as string, second!.body),
        ).toBe(true);
        const list = await until(async () => {
          const answer = await call(base, 'GET', '/api/airline/webhook/deliveries', {
            token: carrier.token,
          });
          return answer.body[0]?.status === 'SENT' ? answer.body : undefined;
        }, 'the delivery marked sent');
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({ status: 'SENT', attempts: 2, response_code: 200 });
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
        await receiver.close();
      }
    },
    PROCESS_TEST_MS,
  );
});
