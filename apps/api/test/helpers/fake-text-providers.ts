import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { NOTICE_TEMPLATES, templateParamCount } from '../../src/platform/notice-texts.ts';
import { SMS_WEBHOOK_HEADER } from '../../src/modules/notifications/notifications.routes.ts';

/*
 * Local stand-ins for the WhatsApp Business Cloud API and MSG91's Flow API (tests reach no
 * network; ADR 0059). Each checks what the real service checks before taking a message: the
 * credentials, that the template is registered (approved on WhatsApp, DLT-registered on MSG91),
 * the number of its values; answers in the service's shapes and error codes, rate limits with
 * 429; and sends signed callbacks (status receipts, replies) to the app as the service would.
 */

export const WHATSAPP_TEST_ENV = {
  WHATSAPP_TOKEN: 'fake-whatsapp-token-0001',
  WHATSAPP_PHONE_NUMBER_ID: '100200300400500',
  WHATSAPP_APP_SECRET: 'fake-whatsapp-app-secret-0001',
};

export const SMS_TEST_ENV = {
  SMS_AUTH_KEY: 'fake-msg91-authkey-0001',
  SMS_SENDER_ID: 'SAATHT',
  SMS_WEBHOOK_SECRET: 'fake-msg91-webhook-secret-0001',
  // MSG91's ids of the DLT templates: hex strings it assigns, not our names.
  SMS_TEMPLATE_IDS: Object.keys(NOTICE_TEMPLATES)
    .map((name, i) => `${name}=65a0${String(i).padStart(4, '0')}d6fc0b1f7e`)
    .join(','),
};

/** A message taken; `language`: the WhatsApp translation, or 'hi' for a Hindi DLT template. */
type Received = { to: string; template: string; params: string[]; id: string; language: string };

async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The state a test sets: answer 429 to the next n sends, or 503 to every send. */
type Trouble = { rateLimited: number; down: boolean };

export async function startFakeWhatsapp(env = WHATSAPP_TEST_ENV) {
  const received: Received[] = [];
  const trouble: Trouble = { rateLimited: 0, down: false };
  /** Templates approved for this account (all of ours unless a test withdraws one). */
  const approved = new Set<string>(Object.keys(NOTICE_TEMPLATES));
  /** Numbers that have no WhatsApp account. */
  const notOnWhatsapp = new Set<string>();
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } });

  const server = await listen(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== `/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`)
      return error(res, 404, 100, 'Unsupported post request');
    if (req.headers.authorization !== `Bearer ${env.WHATSAPP_TOKEN}`)
      return error(res, 401, 190, 'Invalid OAuth access token');
    if (trouble.down) return error(res, 503, 2, 'Service temporarily unavailable');
    if (trouble.rateLimited > 0) {
      trouble.rateLimited -= 1;
      return error(res, 429, 130429, 'Rate limit hit');
    }
    const body = JSON.parse(raw) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: Array<{ type: string; parameters?: Array<{ type: string; text: string }> }>;
      };
    };
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.to)
      return error(res, 400, 100, 'Invalid parameter');
    const name = body.template?.name ?? '';
    // Meta approves each template in English and in Hindi (ADR 0065).
    const language = body.template?.language?.code ?? '';
    if (!approved.has(name) || (language !== 'en' && language !== 'hi'))
      return error(res, 404, 132001, 'Template name does not exist in the translation');
    const params = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
    if (params.length !== templateParamCount(name as keyof typeof NOTICE_TEMPLATES))
      return error(res, 400, 132000, 'Number of parameters does not match the expected number');
    if (notOnWhatsapp.has(body.to)) return error(res, 400, 131026, 'Message undeliverable');
    const id = `wamid.${randomBytes(12).toString('base64url')}`;
    received.push({
      to: body.to,
      template: name,
      params: params.map((p) => p.text),
      id,
      language,
    });
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });

  /** A callback as Meta sends it: signed with the app secret over the exact body. */
  const callback = (app: FastifyInstance, value: unknown, secret = env.WHATSAPP_APP_SECRET) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba-1', changes: [{ field: 'messages', value }] }],
    });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: body,
    });
  };

  return {
    ...server,
    received,
    trouble,
    approved,
    notOnWhatsapp,
    env: { ...env, WHATSAPP_API_URL: server.url },
    status: (app: FastifyInstance, id: string, status: string, secret?: string) =>
      callback(
        app,
        {
          messaging_product: 'whatsapp',
          statuses: [{ id, status, timestamp: '1700000000', recipient_id: '91' }],
        },
        secret,
      ),
    reply: (app: FastifyInstance, from: string, text: string, secret?: string) =>
      callback(
        app,
        {
          messaging_product: 'whatsapp',
          messages: [
            { from, id: 'wamid.in', timestamp: '1700000000', type: 'text', text: { body: text } },
          ],
        },
        secret,
      ),
  };
}

export async function startFakeMsg91(
  env: typeof SMS_TEST_ENV & { SMS_TEMPLATE_IDS_HI?: string } = SMS_TEST_ENV,
) {
  const received: Received[] = [];
  const trouble: Trouble = { rateLimited: 0, down: false };
  // What MSG91 has registered: its template id -> our name (DLT-registered templates only).
  const registered = new Map<string, string>(
    env.SMS_TEMPLATE_IDS.split(',').map((pair) => {
      const [name, id] = pair.split('=');
      return [id!, name!] as [string, string];
    }),
  );
  // The Hindi templates registered on DLT, each under an id of its own (SMS_TEMPLATE_IDS_HI).
  const hindi = new Set<string>();
  for (const pair of (env.SMS_TEMPLATE_IDS_HI ?? '').split(',').filter(Boolean)) {
    const [name, id] = pair.split('=');
    registered.set(id!, name!);
    hindi.add(id!);
  }
  const refuse = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { type: 'error', message });

  const server = await listen(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/api/v5/flow') return refuse(res, 404, 'Not found');
    if (req.headers.authkey !== env.SMS_AUTH_KEY) return refuse(res, 401, 'AuthenticationFailure');
    if (trouble.down) return refuse(res, 503, 'Service unavailable');
    if (trouble.rateLimited > 0) {
      trouble.rateLimited -= 1;
      return refuse(res, 429, 'Too many requests');
    }
    const body = JSON.parse(raw) as {
      template_id?: string;
      sender?: string;
      recipients?: Array<Record<string, string>>;
    };
    const name = registered.get(body.template_id ?? '');
    if (!name) return refuse(res, 400, 'Template ID missing or not DLT approved');
    if (body.sender !== env.SMS_SENDER_ID) return refuse(res, 400, 'Sender ID not approved');
    const recipient = body.recipients?.[0];
    if (!recipient?.mobiles || !/^91[6-9]\d{9}$/.test(recipient.mobiles))
      return refuse(res, 400, 'Mobile number not valid');
    const params = Object.keys(recipient)
      .filter((k) => /^var\d+$/.test(k))
      .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
      .map((k) => recipient[k]!);
    if (params.length !== templateParamCount(name as keyof typeof NOTICE_TEMPLATES))
      return refuse(res, 400, 'Variables do not match the template');
    const id = randomBytes(12).toString('hex');
    received.push({
      to: recipient.mobiles,
      template: name,
      params,
      id,
      language: hindi.has(body.template_id!) ? 'hi' : 'en',
    });
    send(res, 200, { type: 'success', message: id });
  });

  const post = (app: FastifyInstance, body: unknown, secret = env.SMS_WEBHOOK_SECRET) =>
    app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/sms',
      headers: { 'content-type': 'application/json', [SMS_WEBHOOK_HEADER]: secret },
      payload: JSON.stringify(body),
    });

  return {
    ...server,
    received,
    trouble,
    registered,
    env: { ...env, SMS_API_URL: server.url },
    /** MSG91's delivery report: status 1 delivered, 2 failed... */
    report: (app: FastifyInstance, requestId: string, status: string, secret?: string) =>
      post(
        app,
        [{ requestId, senderId: env.SMS_SENDER_ID, report: [{ status, desc: 'x' }] }],
        secret,
      ),
    reply: (app: FastifyInstance, number: string, message: string, secret?: string) =>
      post(app, { number, message, keyword: 'SAATH' }, secret),
  };
}
