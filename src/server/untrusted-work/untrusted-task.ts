import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppError } from '../http/app-error.ts';
import type { WorkerTask } from './worker-task.ts';

/**
 * The answer when a file passes the pool's memory or time limit (its worker is ended); `passed`
 * names that limit: "more than 256 MB of memory", "more than 20 seconds".
 */
export type TooCostly = (passed: string) => AppError;

/** A `*.task.ts` module as the request thread names it: where it is, and what its limits mean. */
export type UntrustedTask<Input, Output> = {
  file: string;
  tooCostly: TooCostly;
  /** Only for the types: what the task takes and gives. */
  types?: { input: Input; output: Output };
};

type InputOf<Task> = Task extends WorkerTask<infer Input, unknown> ? Input : never;
type OutputOf<Task> = Task extends WorkerTask<never, infer Output> ? Output : never;

/**
 * Names a task module beside the caller: `untrustedTask<typeof readWordText>(import.meta.url,
 * './read-word-text.task', ...)`, with a type-only import of the module, so the request thread
 * never loads the parser. The extension is the caller's own: `.ts` from source (tests, dev),
 * `.js` once compiled to dist/server.
 */
export function untrustedTask<Task extends WorkerTask<never, unknown>>(
  callerUrl: string,
  relativePath: string,
  tooCostly: TooCostly,
): UntrustedTask<InputOf<Task>, OutputOf<Task>> {
  const extension = path.extname(fileURLToPath(callerUrl));
  return { file: fileURLToPath(new URL(`${relativePath}${extension}`, callerUrl)), tooCostly };
}
