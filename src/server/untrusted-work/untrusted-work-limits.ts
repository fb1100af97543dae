import os from 'node:os';

/** The bounds of the pool that parses files from outside (ADR 030). */
export type UntrustedWorkLimits = {
  /** Worker threads at most; each parses one file at a time. */
  threads: number;
  /** Files waiting for a thread at most; one more is answered 503. */
  queue: number;
  /** A worker's JavaScript heap (V8 old generation); past it the worker is ended. */
  heapMb: number;
  /** A task's time from the moment a worker starts it; past it the worker is ended. */
  timeoutMs: number;
};

export const UNTRUSTED_WORK_LIMITS: UntrustedWorkLimits = {
  // One core stays with the request thread: on 2 cores, one worker; never more than two, since
  // each may hold its whole heap.
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  // Each waiting file is held whole (at most 10 MB): 8 of them are at most 80 MB.
  queue: 8,
  // mammoth parsed 6 MB of formatted Word paragraphs within 256 MB (a .docx may hold 5 MB of
  // markup); markup of nothing but tiny paragraphs passes it from 3 to 4 MB, and is refused.
  heapMb: 256,
  // An agreement of 200,000 characters (1 to 2.5 MB of markup) takes mammoth 1 to 5 s on a busy
  // 2-core machine.
  timeoutMs: 20_000,
};
