import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import type { UntrustedTask } from './untrusted-task.ts';
import { UNTRUSTED_WORK_LIMITS, type UntrustedWorkLimits } from './untrusted-work-limits.ts';
import type { TaskOutcome } from './worker-task.ts';

export const BUSY_MESSAGE = 'The server is busy reading other files. Please try again in a minute.';

/** Parses files from outside in worker threads, within UntrustedWorkLimits (ADR 030). */
export type UntrustedWorkPool = {
  run<Input, Output>(task: UntrustedTask<Input, Output>, input: Input): Promise<Output>;
  /** Ends every worker; a task still running is refused. */
  close(): Promise<void>;
};

/**
 * Run from source (tests, `npm run dev`), the task modules are TypeScript: each worker loads tsx
 * first, as Node 20 applies no loader of ours to a worker. Compiled, they are plain JavaScript.
 */
function workerExecArgv(): string[] {
  if (path.extname(fileURLToPath(import.meta.url)) !== '.ts') return [];
  const tsxLoader = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(tsxLoader).href];
}

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

export function createUntrustedWorkPool(
  limits: UntrustedWorkLimits = UNTRUSTED_WORK_LIMITS,
): UntrustedWorkPool {
  const piscina = new Piscina({
    // Threads start on the first file, and end after a minute without one.
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    // A lower CPU priority for the worker thread only (Linux sets it per thread): when the cores
    // are busy, serving requests goes first and parsing a file waits.
    niceIncrement: 10,
    execArgv: workerExecArgv(),
  });
  // Counted here, not by piscina's maxQueue: piscina 5.3 queues a task that carries an abort
  // signal outside the queue maxQueue bounds, so with signals its limit never applies.
  let admitted = 0;

  async function run<Input, Output>(task: UntrustedTask<Input, Output>, input: Input) {
    if (admitted >= limits.threads + limits.queue) {
      throw new AppError(503, BUSY_MESSAGE, { headers: { 'retry-after': '60' } });
    }
    admitted += 1;
    const abort = new AbortController();
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => {
      timer = setTimeout(() => abort.abort(), limits.timeoutMs);
    });
    try {
      const outcome = (await piscina.run(
        { input, started: startedInWorker },
        { filename: task.file, signal: abort.signal, transferList: [startedInWorker] },
      )) as TaskOutcome<Output>;
      if ('value' in outcome) return outcome.value;
      const { statusCode, message, fieldErrors } = outcome.refusal;
      throw new AppError(statusCode, message, fieldErrors ? { fieldErrors } : {});
    } catch (error) {
      // Aborting a running task ends its worker (piscina starts another when needed).
      if (abort.signal.aborted) {
        throw task.tooCostly(`more than ${limits.timeoutMs / 1000} seconds`);
      }
      if (isOutOfMemory(error)) throw task.tooCostly(`more than ${limits.heapMb} MB of memory`);
      throw error;
    } finally {
      clearTimeout(timer);
      started.close();
      admitted -= 1;
    }
  }

  return { run, close: () => piscina.destroy() };
}
