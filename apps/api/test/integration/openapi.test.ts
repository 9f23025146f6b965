import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';

// The OpenAPI document is what an airline's engineers build against. Every operation
// declares its operationId (camelCase, unique) and its security (`[]` when public) in its route
// schema; a route added without them fails here (and `npm run lint:openapi` in CI).
const ctx = useTestApp();

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  summary?: string;
  responses: Record<string, unknown>;
};

async function operations() {
  const document = (await ctx.t.app.inject({ url: '/api/openapi.json' })).json();
  return {
    document,
    list: Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, item]) =>
        Object.entries(item).map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          op,
        })),
    ),
  };
}

/** Every value of `node` with `nullable: true`, where the node has no `type` beside it. */
function untypedNullables(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => untypedNullables(n, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const own = node as Record<string, unknown>;
  const here = own.nullable === true && own.type === undefined ? [at] : [];
  return [...here, ...Object.entries(own).flatMap(([k, v]) => untypedNullables(v, `${at}/${k}`))];
}

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId declared on its route', async () => {
    const { list } = await operations();
    expect(list.length).toBeGreaterThan(40);
    const missing = list.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(missing, 'routes without schema.operationId').toEqual([]);
    const notCamel = list
      .filter(({ op }) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId!))
      .map(({ key, op }) => `${key}: ${op.operationId}`);
    expect(notCamel).toEqual([]);
    const ids = list.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('states the security of every operation (public ones: none) and a summary', async () => {
    const { list } = await operations();
    expect(list.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
    expect(list.filter(({ op }) => !op.summary).map(({ key }) => key)).toEqual([]);
    // The public ones are exactly these.
    expect(
      list
        .filter(({ op }) => op.security!.length === 0)
        .map(({ op }) => op.operationId)
        .sort(),
    ).toEqual(
      [
        // The first admin's one-time link (ADR 0042): its token is the permission.
        'checkAdminSetupLink',
        'createFirstAdmin',
        'getConfig',
        'getGroupPreview',
        'getHealth',
        'getMeta',
        'getPublicStats',
        'login',
        'loginWithGoogle',
        'openAlertUnsubscribePage',
        'receivePaymentWebhook',
        // The SMS and WhatsApp providers' callbacks: verified by their signature (ADR 0059).
        'receiveSmsWebhook',
        'receiveWhatsappWebhook',
        'registerAirline',
        'registerUser',
        'requestPasswordReset',
        'resetPassword',
        'sendContactMessage',
        'unsubscribeAlert',
        'verifyResetToken',
        // Meta's subscription handshake: the shared verify token is the permission.
        'verifyWhatsappWebhook',
      ].sort(),
    );
  });

  it('accepts an API key on the airline endpoints only, and describes the scheme', async () => {
    const { document, list } = await operations();
    const withKey = list
      .filter(({ op }) => op.security!.some((s) => 'apiKeyAuth' in s))
      .map(({ op }) => op.operationId)
      .sort();
    expect(withKey).toEqual(
      [
        'changeAirlineSchedule',
        'getAirlineBalance',
        'listAirlinePayouts',
        'getAirlineManifest',
        'getAirlineStatementCsv',
        'getAirlineStatementPdf',
        'getGroup',
        'issueAirlineTickets',
        'listAirlineBids',
        'listAirlineScheduleChanges',
        'listAirlineWonGroups',
        'listGroupQuotes',
        'listGroups',
        'submitQuote',
        'uploadAirlineTicketingCsv',
      ].sort(),
    );
    expect(document.components.securitySchemes.apiKeyAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const created = document.paths['/api/airline/api-keys'].post.responses['201'];
    expect(created.content['application/json'].schema.example.key).toMatch(/^saath_live_/);
  });

  it('gives every operation a 4xx answer and every nullable a type', async () => {
    const { document, list } = await operations();
    expect(
      list.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4'))),
    ).toEqual([]);
    expect(untypedNullables(document)).toEqual([]);
  });

  it('is shown at /api/docs with the API key scheme', async () => {
    const page = await ctx.t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const shown = (await ctx.t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(shown.components.securitySchemes)).toEqual(['bearerAuth', 'apiKeyAuth']);
    expect(shown.paths['/api/airline/api-keys/{id}'].delete.operationId).toBe('revokeApiKey');
  });
});
