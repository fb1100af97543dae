import type { WaitingListNewEntryDto } from '../../src/domain/waiting-list/dtos.ts';
import { bridgeForm, k12Form, nextAddress } from '../waiting-list-helpers.ts';

/** One waiting-list form sent during a fault, and what came back (if anything did). */
export type Outcome = {
  campus: 'k12' | 'bridge';
  /** The HTTP status, or what went wrong when no answer came. */
  status: number | 'network-error' | 'timeout';
  body: unknown;
  retryAfter: string | null;
  error: string | null;
  startedAt: number;
  endedAt: number;
};

export type Accepted = Outcome & { status: 201; body: WaitingListNewEntryDto };

export const isAccepted = (outcome: Outcome): outcome is Accepted => outcome.status === 201;

export type WaitingListLoad = {
  /** Every answer so far, in the order they arrived. */
  results: Outcome[];
  acceptedCount(): number;
  /** Forms sent that have no answer yet. */
  inFlight(): number;
  /** Stops sending new forms and waits for those in flight. */
  stop(): Promise<Outcome[]>;
  /** Resolves when `maxRequests` have been answered (or failed). */
  done: Promise<Outcome[]>;
};

/**
 * Sends unique, valid waiting-list forms to `url` from `concurrency` parallel senders, alternating
 * the K-12 and Bridge campuses, until `maxRequests` have been sent or stop() is called. Each form
 * comes from its own X-Forwarded-For address (the server runs with TRUST_PROXY=true), as it
 * would from many families behind a load balancer, so the per-address limit of 10 forms an hour
 * does not stop the load. Every request is bounded by `timeoutMs`: a hang is an outcome, not a
 * stuck test.
 */
export function startWaitingListLoad(options: {
  url: string;
  concurrency: number;
  maxRequests: number;
  timeoutMs: number;
  /** Pause between one sender's requests, to spread a load over an outage. */
  pauseMs?: number;
}): WaitingListLoad {
  const results: Outcome[] = [];
  let sent = 0;
  let inFlight = 0;
  let stopped = false;

  const sendOne = async (): Promise<Outcome> => {
    const campus = sent % 2 === 0 ? 'k12' : 'bridge';
    sent += 1;
    const form = campus === 'k12' ? k12Form() : bridgeForm();
    const startedAt = Date.now();
    inFlight += 1;
    try {
      const response = await fetch(`${options.url}/api/waiting-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify(form),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text, and the test says so.
      }
      return {
        campus,
        status: response.status,
        body,
        retryAfter: response.headers.get('retry-after'),
        error: null,
        startedAt,
        endedAt: Date.now(),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        campus,
        status: timedOut ? 'timeout' : 'network-error',
        body: null,
        retryAfter: null,
        error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : '',
        startedAt,
        endedAt: Date.now(),
      };
    } finally {
      inFlight -= 1;
    }
  };

  const sender = async () => {
    while (!stopped && sent < options.maxRequests) {
      results.push(await sendOne());
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: options.concurrency }, sender)).then(() => results);
  return {
    results,
    acceptedCount: () => results.filter(isAccepted).length,
    inFlight: () => inFlight,
    async stop() {
      stopped = true;
      return done;
    },
    done,
  };
}

/** Counts outcomes by status, for failure messages: `{ "201": 40, "network-error": 7 }`. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
  return counts;
}

/** Polls `check` until it returns true, or fails after `timeoutMs` naming what it waited for. */
export async function waitFor(
  what: string | (() => string),
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const described = typeof what === 'function' ? what() : what;
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${described}.`);
}
