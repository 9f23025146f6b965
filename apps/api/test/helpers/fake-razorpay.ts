import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_REFUND_IDEMPOTENCY_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from '../../src/modules/payments/razorpay.provider.ts';
import { ROUTE_IDEMPOTENCY_HEADER } from '../../src/modules/settlement/index.ts';

export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_saath0001',
  RAZORPAY_KEY_SECRET: 'fake-razorpay-key-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'fake-razorpay-webhook-secret-0001',
};

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

type Order = RazorpayOrder & { entity: 'order'; status: string; created_at: number };
type Payment = RazorpayPayment & { entity: 'payment' };
type Refund = RazorpayRefund & { entity: 'refund'; currency: 'INR'; status: 'processed' };
type Transfer = {
  id: string;
  entity: 'transfer';
  /** Route's states: a direct transfer is pending until processed or failed (final). */
  status: 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  recipient: string;
  amount: number;
  amount_reversed: number;
  currency: 'INR';
  notes: Record<string, unknown>;
  error: { code: string | null; description: string | null };
};
type Reversal = {
  id: string;
  entity: 'reversal';
  transfer_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, unknown>;
  created_at: number;
};

/**
 * A local stand-in for Razorpay's API (tests reach no network; ADR 0022): the Orders,
 * Payments and Refunds calls this app makes, and Route's transfers and reversals (ADR 0056,
 * 0062), in Razorpay's request and response shapes, behind basic auth. It also plays Checkout
 * (`pay`), settles transfers (`settleTransfer`) and sends signed webhooks (`deliver`, `post`).
 */
export async function startFakeRazorpay(keys = RAZORPAY_TEST_KEYS) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  /**
   * `failing`: every call answers 503 (Razorpay having an outage). `refuseRefunds`: that many
   * refund calls are refused with a 400 (Razorpay up, the refund not possible now).
   * `dropRefundAnswers`: that many refunds are made and their answer lost (the connection is
   * cut), so the caller cannot know. `ordersWaiting`: order calls held by `holdOrders`.
   */
  const state = {
    failing: false,
    refuseRefunds: 0,
    dropRefundAnswers: 0,
    ordersWaiting: 0,
    /** That many transfers are made and their answer lost (Route's direct transfers). */
    dropTransferAnswers: 0,
    /** Transfer calls held by `holdTransfers`. */
    transfersWaiting: 0,
    /** That many reversals are made and their answer lost. */
    dropReversalAnswers: 0,
  };
  // Route: the linked accounts that exist, and the direct transfers made to them; a key seen
  // before answers its first transfer (same body), as Razorpay's idempotent transfers do.
  const linkedAccounts = new Set<string>();
  const transfers: Transfer[] = [];
  const transfersByKey = new Map<string, { body: string; transfer: Transfer }>();
  const reversals: Reversal[] = [];
  let orderGate: Promise<void> | null = null;
  let transferGate: {
    at: 'before' | 'after';
    opened: Promise<void>;
    /** The idempotency keys of the calls held. */
    keys: string[];
  } | null = null;
  /** Waits at the transfer gate if it is set at `at`; false: the call was cut meanwhile. */
  async function transferHeld(at: 'before' | 'after', req: IncomingMessage): Promise<boolean> {
    const gate = transferGate;
    if (gate?.at !== at) return true;
    gate.keys.push(String(req.headers[ROUTE_IDEMPOTENCY_HEADER]));
    state.transfersWaiting += 1;
    await gate.opened;
    state.transfersWaiting -= 1;
    // A held call is cut when its hold ends: the caller was killed under it (see holdTransfers).
    req.socket.destroy();
    return false;
  }
  // Razorpay's idempotent refunds: a key seen before answers its first refund (same body).
  const refundsByKey = new Map<string, { body: string; refund: Refund }>();
  const expectedAuth = `Basic ${Buffer.from(`${keys.RAZORPAY_KEY_ID}:${keys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** Answers what was made, unless `state[drop]` says to lose that many answers (cut). */
  const answerOrDrop = (
    req: IncomingMessage,
    res: ServerResponse,
    drop: 'dropRefundAnswers' | 'dropTransferAnswers' | 'dropReversalAnswers',
    made: unknown,
  ) => {
    if (state[drop] > 0) {
      state[drop] -= 1;
      req.socket.destroy();
      return;
    }
    return send(res, 200, made);
  };
  const badRequest = (res: ServerResponse, description: string, status = 400) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path, body });
    if (state.failing) return badRequest(res, 'Service unavailable', 503);
    if (req.headers.authorization !== expectedAuth)
      return badRequest(res, 'The api key provided is invalid', 401);
    if (req.method === 'POST' && path === '/v1/orders') {
      if (orderGate) {
        state.ordersWaiting += 1;
        await orderGate;
        state.ordersWaiting -= 1;
      }
      const { amount, currency, receipt } = body;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') return badRequest(res, 'Currency is not supported');
      if (typeof receipt !== 'string' || receipt.length > 40)
        return badRequest(res, 'receipt: The receipt may not be greater than 40 characters.');
      const order: Order = {
        id: newId('order'),
        entity: 'order',
        amount: amount as number,
        currency,
        receipt,
        status: 'created',
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const fetchPayment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && fetchPayment) {
      const payment = payments.get(fetchPayment[1]!);
      return payment ? send(res, 200, payment) : badRequest(res, 'The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const key = req.headers[RAZORPAY_REFUND_IDEMPOTENCY_HEADER];
      const seen = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (seen && seen.body !== raw)
        return badRequest(res, 'The idempotency key was used with a different request body');
      if (seen) return send(res, 200, seen.refund);
      if (state.refuseRefunds > 0) {
        state.refuseRefunds -= 1;
        return badRequest(
          res,
          'Your account does not have enough balance to carry out the refund operation.',
        );
      }
      const payment = payments.get(refund[1]!);
      if (!payment || payment.status !== 'captured')
        return badRequest(res, 'The payment has not been captured');
      const done = refunds
        .filter((r) => r.payment_id === payment.id)
        .reduce((n, r) => n + r.amount, 0);
      const amount = body.amount ?? payment.amount - done;
      if (!Number.isInteger(amount) || (amount as number) + done > payment.amount)
        return badRequest(res, 'The refund amount provided is greater than amount captured');
      const made: Refund = {
        id: newId('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount: amount as number,
        currency: 'INR',
        status: 'processed',
      };
      refunds.push(made);
      if (typeof key === 'string') refundsByKey.set(key, { body: raw, refund: made });
      return answerOrDrop(req, res, 'dropRefundAnswers', made);
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      if (!(await transferHeld('before', req))) return;
      const key = req.headers[ROUTE_IDEMPOTENCY_HEADER];
      const seen = typeof key === 'string' ? transfersByKey.get(key) : undefined;
      if (seen && seen.body !== raw)
        return badRequest(res, 'The idempotency key was used with a different request body');
      if (seen) return send(res, 200, seen.transfer);
      const { account, amount, currency } = body;
      if (typeof account !== 'string' || !linkedAccounts.has(account))
        return badRequest(res, 'The account id provided does not exist');
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') return badRequest(res, 'Currency is not supported');
      const notes = body.notes && typeof body.notes === 'object' ? body.notes : {};
      const made: Transfer = {
        id: newId('trf'),
        entity: 'transfer',
        status: 'pending',
        recipient: account,
        amount: amount as number,
        amount_reversed: 0,
        currency: 'INR',
        notes: notes as Record<string, unknown>,
        error: { code: null, description: null },
      };
      transfers.push(made);
      if (typeof key === 'string') transfersByKey.set(key, { body: raw, transfer: made });
      if (!(await transferHeld('after', req))) return;
      return answerOrDrop(req, res, 'dropTransferAnswers', made);
    }
    // Route's reversals of a transfer: listed, or made (never more than is left of it).
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (reversal) {
      const transfer = transfers.find((t) => t.id === reversal[1]);
      if (!transfer) return badRequest(res, 'The id provided does not exist');
      if (req.method === 'GET') {
        const items = reversals.filter((r) => r.transfer_id === transfer.id);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      if (transfer.status !== 'processed' && transfer.status !== 'partially_reversed')
        return badRequest(res, 'Reversal is not allowed for a transfer that is not processed');
      const left = transfer.amount - transfer.amount_reversed;
      const amount = body.amount ?? left;
      if (!Number.isInteger(amount) || (amount as number) <= 0)
        return badRequest(res, 'The amount must be an integer greater than 0');
      if ((amount as number) > left)
        return badRequest(res, 'The reversal amount provided is greater than the transfer amount');
      const made: Reversal = {
        id: newId('rvrsl'),
        entity: 'reversal',
        transfer_id: transfer.id,
        amount: amount as number,
        currency: 'INR',
        notes: (body.notes && typeof body.notes === 'object' ? body.notes : {}) as Record<
          string,
          unknown
        >,
        created_at: Math.floor(Date.now() / 1000),
      };
      reversals.push(made);
      transfer.amount_reversed += made.amount;
      transfer.status =
        transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed';
      return answerOrDrop(req, res, 'dropReversalAnswers', made);
    }
    return badRequest(res, 'The requested URL was not found on the server.', 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => badRequest(res, error.message, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Razorpay's webhook body for an event about a payment (and a refund). */
  const eventBody = (event: string, payment: Payment, refund?: Refund) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake0001',
      event,
      contains: refund ? ['refund', 'payment'] : ['payment'],
      payload: {
        ...(refund ? { refund: { entity: refund } } : {}),
        payment: { entity: payment },
      },
      created_at: Math.floor(Date.now() / 1000),
    });

  /** A signed webhook body (the signature Razorpay puts on every event of the account). */
  const signed = (body: string, eventId = newId('evt')) => ({
    body,
    headers: {
      'content-type': 'application/json',
      [RAZORPAY_SIGNATURE_HEADER]: sign(keys.RAZORPAY_WEBHOOK_SECRET, body),
      [RAZORPAY_EVENT_ID_HEADER]: eventId,
    },
  });

  /** A transfer webhook as Razorpay sends it, for any transfer entity (a forged one too). */
  const transferWebhook = (event: string, transfer: Transfer) =>
    signed(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake0001',
        event,
        contains: ['transfer'],
        payload: { transfer: { entity: transfer } },
        created_at: Math.floor(Date.now() / 1000),
      }),
    );

  return {
    url,
    state,
    reversals,
    /**
     * Route settles a transfer: it turns processed or failed (with Route's error) and the
     * signed `transfer.processed` / `transfer.failed` webhook is returned, to be delivered.
     */
    settleTransfer(id: string, outcome: 'processed' | 'failed') {
      const transfer = transfers.find((t) => t.id === id);
      if (!transfer) throw new Error(`no transfer ${id}`);
      transfer.status = outcome;
      if (outcome === 'failed')
        transfer.error = {
          code: 'BAD_REQUEST_ERROR',
          description: "The linked account's bank rejected the transfer",
        };
      return transferWebhook(`transfer.${outcome}`, transfer);
    },
    transferWebhook,
    /**
     * Delivers a webhook over HTTP to a running app's URL (Razorpay posting to the webhook URL
     * set on its dashboard); answers the status code.
     */
    async post(appUrl: string, hook: { body: string; headers: Record<string, string> }) {
      const res = await fetch(`${appUrl}/api/payments/webhooks/razorpay`, {
        method: 'POST',
        headers: hook.headers,
        body: hook.body,
      });
      return res.status;
    },
    env: { ...keys, RAZORPAY_API_URL: url },
    orders,
    payments,
    refunds,
    requests,
    linkedAccounts,
    transfers,
    /** The transfer each idempotency key made (the first; later calls with it answer it). */
    transferOfKey: (key: string) => transfersByKey.get(key)?.transfer,
    /**
     * Checkout: the member pays an order (by card unless `paidWith` says UPI, with the fields
     * Razorpay's payment entity has for each: `card.last4`, `vpa`); what its handler hands the
     * page.
     */
    pay(
      orderId: string,
      outcome: 'captured' | 'failed' = 'captured',
      paidWith: { method: 'upi'; vpa: string } | { method: 'card'; last4: string } = {
        method: 'card',
        last4: '4242',
      },
    ) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: Payment = {
        id: newId('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: 'INR',
        status: outcome,
        ...(paidWith.method === 'upi'
          ? { method: 'upi', vpa: paidWith.vpa, card: null }
          : { method: 'card', vpa: null, card: { last4: paidWith.last4 } }),
      };
      payments.set(payment.id, payment);
      return {
        payment,
        handler: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: sign(keys.RAZORPAY_KEY_SECRET, `${orderId}|${payment.id}`),
        },
      };
    },
    /** A webhook as Razorpay sends it: signed body, event id header. */
    webhook(event: string, payment: Payment, refund?: Refund, eventId = newId('evt')) {
      return signed(eventBody(event, payment, refund), eventId);
    },
    /** Delivers a webhook to the app. */
    deliver(app: FastifyInstance, hook: { body: string; headers: Record<string, string> }) {
      return app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/razorpay',
        headers: hook.headers,
        payload: hook.body,
      });
    },
    /**
     * Holds every order call until the returned function is called (Razorpay answering slowly);
     * `state.ordersWaiting` counts the calls held.
     */
    holdOrders() {
      let release!: () => void;
      orderGate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        orderGate = null;
        release();
      };
    },
    /**
     * Holds every transfer call (`state.transfersWaiting` counts them) until the returned
     * function is called, which cuts the held calls' connections: the process that made them
     * is meant to be killed meanwhile. `before`: held as it arrives, so no transfer is made (the
     * request was lost on its way); `after`: the transfer is made (under its key) and its
     * answer held, then lost, so only a retry with the same key can learn of it. The function
     * answers the idempotency keys of the calls it cut.
     */
    holdTransfers(at: 'before' | 'after') {
      let open!: () => void;
      const gate = { at, opened: new Promise<void>((resolve) => (open = resolve)), keys: [] };
      transferGate = gate;
      return (): string[] => {
        transferGate = null;
        open();
        return gate.keys;
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
