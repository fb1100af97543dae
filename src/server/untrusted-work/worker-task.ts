import type { MessagePort } from 'node:worker_threads';
import { AppError } from '../http/app-error.ts';

/** What the pool posts to a worker: the task's input, and a port to say the task has begun. */
export type TaskMessage<Input> = { input: Input; started: MessagePort };

/** A refusal as plain data: an AppError loses its status and fields when it crosses threads. */
export type Refusal = {
  statusCode: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

export type TaskOutcome<Output> = { value: Output } | { refusal: Refusal };

export type WorkerTask<Input, Output> = (
  message: TaskMessage<Input>,
) => Promise<TaskOutcome<Output>>;

/**
 * The default export of a `*.task.ts` module, which runs in the untrusted-work pool (ADR 030):
 * `read` parses the file; a 4xx AppError it throws comes back as a refusal the request thread
 * throws again. Anything else (our fault) rejects the task and answers 500.
 */
export function workerTask<Input, Output>(
  read: (input: Input) => Output | Promise<Output>,
): WorkerTask<Input, Output> {
  return async ({ input, started }) => {
    // The time limit counts from here, not from when the task joined the queue.
    started.postMessage('started');
    started.close();
    try {
      return { value: await read(input) };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const { statusCode, message, fieldErrors } = error;
      return { refusal: { statusCode, message, ...(fieldErrors ? { fieldErrors } : {}) } };
    }
  };
}
