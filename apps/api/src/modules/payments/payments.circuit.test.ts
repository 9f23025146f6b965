import { describe, expect, it } from 'vitest';
import { PROVIDER_PAUSED } from '@saath/shared/payments';
import { HttpError } from '../../platform/errors.ts';
import { createCircuit } from './payments.circuit.ts';
import { ProviderUnavailable, createSandboxProvider } from './payments.provider.ts';

const outage = () => Promise.reject(new ProviderUnavailable('POST /orders: 503', true, 503));
const refusal = () => Promise.reject(new ProviderUnavailable('POST /refund: 400', false, 400));

describe('the payment provider circuit (ADR 0036)', () => {
  it('opens after the set number of outages in a row, never for refusals of one request', async () => {
    const circuit = createCircuit('razorpay', { failures: 2, pauseMs: 60_000 });
    for (let i = 0; i < 5; i++)
      await expect(circuit.run(refusal)).rejects.toThrow(ProviderUnavailable);
    expect(circuit.state()).toBe('closed');
    await expect(circuit.run(outage)).rejects.toThrow(ProviderUnavailable);
    expect(circuit.state()).toBe('closed');
    await expect(circuit.run(outage)).rejects.toThrow(ProviderUnavailable);
    expect(circuit.state()).toBe('open');
    expect(circuit.stateValue()).toBe(2);
    let called = false;
    const refused = await circuit
      .run(async () => {
        called = true;
      })
      .catch((error: unknown) => error);
    expect(called).toBe(false);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: PROVIDER_PAUSED });
    const retryAfter = (refused as HttpError).headers['retry-after'];
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('lets one trial call through after the pause; its success closes the circuit', async () => {
    const circuit = createCircuit('razorpay', { failures: 1, pauseMs: 50 });
    await expect(circuit.run(outage)).rejects.toThrow(ProviderUnavailable);
    expect(circuit.state()).toBe('open');
    // Refused (503) until the pause is over, then the call is made.
    const end = Date.now() + 20_000;
    let answer: string | undefined;
    while (answer === undefined && Date.now() < end) {
      answer = await circuit.run(async () => 'made').catch(() => undefined);
      if (answer === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(answer).toBe('made');
    expect(circuit.state()).toBe('closed');
  });
});

describe('the sandbox provider', () => {
  it('answers the same refund for the same idempotency key, in any process', async () => {
    const one = createSandboxProvider('a-sandbox-secret-of-length');
    const other = createSandboxProvider('a-sandbox-secret-of-length');
    const refund = (key: string) =>
      one.refund({ providerPaymentId: 'sbx_pay_1', amount: 100, idempotencyKey: key });
    const first = await refund('5f0c7d2e-0000-4000-8000-000000000001');
    expect(await refund('5f0c7d2e-0000-4000-8000-000000000001')).toEqual(first);
    expect(
      await other.refund({
        providerPaymentId: 'sbx_pay_1',
        amount: 100,
        idempotencyKey: '5f0c7d2e-0000-4000-8000-000000000001',
      }),
    ).toEqual(first);
    expect(await refund('5f0c7d2e-0000-4000-8000-000000000002')).not.toEqual(first);
    expect(first.refundId).toMatch(/^sbx_rfnd_[0-9a-f]{18}$/);
  });
});
