import { StripeApiError } from './stripe-api-error.ts';

type SavedAnswer = { fingerprint: string; body: unknown };

/**
 * Stripe's `Idempotency-Key`: a key seen before with the same request gets the first answer
 * again (and nothing happens twice); with other parameters it is refused. As at Stripe, only
 * requests that ran are saved: one refused by validation may be retried with the same key.
 */
export function createIdempotencyKeys() {
  const saved = new Map<string, SavedAnswer>();
  return {
    /** The saved answer to replay, or null when the request should run. */
    replay(key: string | undefined, fingerprint: string): unknown {
      if (!key) return null;
      const answer = saved.get(key);
      if (!answer) return null;
      if (answer.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return answer.body;
    },
    save(key: string | undefined, fingerprint: string, body: unknown) {
      if (key) saved.set(key, { fingerprint, body: structuredClone(body) });
    },
  };
}
