import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import { PROVIDER_PAUSED } from '@saath/shared/payments';
import { HttpError } from '../../platform/errors.ts';
import { ProviderUnavailable } from './payments.provider.ts';

/** What a circuit's state reads as in the metric (`saath_payment_provider_circuit_state`). */
export const CIRCUIT_STATE_VALUES = { closed: 0, half_open: 1, open: 2 } as const;
export type CircuitStateName = keyof typeof CIRCUIT_STATE_VALUES;

export type Circuit = {
  /** Runs a call to the provider, or fails at once with a 503 while the circuit is open. */
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): CircuitStateName;
  /** The state as the metric reads it (CIRCUIT_STATE_VALUES). */
  stateValue(): number;
};

type Log = { warn(details: object, message: string): void; info?(message: string): void };

/**
 * ADR 0036: a circuit breaker (cockatiel) around one provider's API calls. After `failures`
 * outages in a row (a time-out, a refused connection, a 5xx: never a refusal of one request,
 * which says the provider is up) the provider is not called for `pauseMs`; every call meanwhile
 * fails at once with 503 and a Retry-After of the pause left, so a member starting a payment is
 * answered now instead of after a time-out, and jobs back off. After the pause one trial call
 * goes through: success closes the circuit, an outage opens it for another pause.
 *
 * The pause runs on the wall clock (the library's), not the app's injected clock: it is about a
 * remote service's health, not a deadline of ours.
 */
export function createCircuit(
  provider: string,
  options: { failures: number; pauseMs: number; log?: Log },
): Circuit {
  const policy = circuitBreaker(
    handleWhen((error) => error instanceof ProviderUnavailable && error.outage),
    { halfOpenAfter: options.pauseMs, breaker: new ConsecutiveBreaker(options.failures) },
  );
  let openedAt = 0;
  policy.onBreak(() => {
    openedAt = Date.now();
    options.log?.warn(
      { provider, pauseMs: options.pauseMs },
      'payment provider failing: circuit open, calls refused for the pause',
    );
  });
  policy.onReset(() =>
    options.log?.info?.(`payment provider ${provider} answering: circuit closed`),
  );

  const retryAfterSeconds = () =>
    Math.max(1, Math.ceil((openedAt + options.pauseMs - Date.now()) / 1000));

  const circuit: Circuit = {
    async run(call) {
      try {
        return await policy.execute(call);
      } catch (error) {
        // Open, or half-open with its one trial call in flight: refused without calling.
        if (error instanceof BrokenCircuitError)
          throw new HttpError(503, PROVIDER_PAUSED, {}, { 'retry-after': retryAfterSeconds() });
        throw error;
      }
    },
    state() {
      switch (policy.state) {
        case CircuitState.Closed:
          return 'closed';
        case CircuitState.HalfOpen:
          return 'half_open';
        default:
          return 'open';
      }
    },
    stateValue: () => CIRCUIT_STATE_VALUES[circuit.state()],
  };
  return circuit;
}
