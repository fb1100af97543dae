import type { Clock } from '../../../clock.ts';
import type { EnvelopeState } from '../esign-provider.ts';

/** DocuSign allows one status poll per envelope per 15 minutes (its API rules for going live). */
export const STATUS_POLL_INTERVAL_MS = 15 * 60_000;

/**
 * The last state known per envelope and when we learnt it. A poll answered less than 15 minutes
 * ago is answered again from here; our own writes (send, void) and Connect messages refresh it.
 */
export function createStatusPollCache(options: { clock: Clock }) {
  const entries = new Map<string, { state: EnvelopeState; learntAt: number }>();
  const ageOf = (learntAt: number) => options.clock.now().getTime() - learntAt;

  return {
    /** The state learnt within the last 15 minutes, if any. */
    fresh(envelopeId: string): EnvelopeState | undefined {
      const entry = entries.get(envelopeId);
      return entry && ageOf(entry.learntAt) < STATUS_POLL_INTERVAL_MS ? entry.state : undefined;
    },
    /** The last state learnt, however old (to keep its timestamps when voiding). */
    last(envelopeId: string): EnvelopeState | undefined {
      return entries.get(envelopeId)?.state;
    },
    remember(envelopeId: string, state: EnvelopeState): void {
      // Stale entries would only ever be polled again, so they need not stay in memory.
      for (const [id, entry] of entries) {
        if (ageOf(entry.learntAt) >= STATUS_POLL_INTERVAL_MS) entries.delete(id);
      }
      entries.set(envelopeId, { state, learntAt: options.clock.now().getTime() });
    },
  };
}
