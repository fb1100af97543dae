import { afterEach, describe, expect, it } from 'vitest';
import { tinyParagraphs, wordArchive, wordArchiveOfBody } from '../../../tests/word-archive.ts';
import { AppError } from '../http/app-error.ts';
import type readWordText from '../modules/documents/read-word-text.task.ts';
import { untrustedTask } from './untrusted-task.ts';
import type { UntrustedWorkLimits } from './untrusted-work-limits.ts';
import {
  BUSY_MESSAGE,
  createUntrustedWorkPool,
  type UntrustedWorkPool,
} from './untrusted-work-pool.ts';

/** The real Word task; its "too costly" answer names the limit passed. */
const READ_WORD_TEXT = untrustedTask<typeof readWordText>(
  import.meta.url,
  '../modules/documents/read-word-text.task',
  (passed) => new AppError(422, `Needs ${passed}.`),
);
/** 4 MB of tiny paragraphs: within the markup limit, yet mammoth needs 300 MB and seconds. */
const costly = wordArchiveOfBody([
  { text: tinyParagraphs(1_000_000, (index) => `${index}`), times: 4 },
]);

let pool: UntrustedWorkPool | undefined;
afterEach(() => pool?.close());

const open = (limits: Partial<UntrustedWorkLimits>) =>
  (pool = createUntrustedWorkPool({
    threads: 1,
    queue: 0,
    heapMb: 256,
    timeoutMs: 60_000,
    ...limits,
  }));

function expectRefused(error: unknown, statusCode: number, message: string) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode, message });
}

describe('createUntrustedWorkPool', () => {
  it('answers 503 with a plain message once every thread and queue place is taken', async () => {
    const work = open({ queue: 1 });
    const tasks = [1, 2, 3].map(() => work.run(READ_WORD_TEXT, wordArchive()));
    const [first, second, third] = await Promise.allSettled(tasks);
    expect(first).toEqual({ status: 'fulfilled', value: 'Both parties keep secrets.\n\n' });
    expect(second).toEqual(first);
    const refusal = (third as PromiseRejectedResult).reason;
    expectRefused(refusal, 503, BUSY_MESSAGE);
    expect((refusal as AppError).headers).toEqual({ 'retry-after': '60' });
  });

  it("ends a worker past its heap limit, answers with the task's refusal, and carries on", async () => {
    const work = open({ heapMb: 32 });
    const error = await work.run(READ_WORD_TEXT, costly).catch((reason: unknown) => reason);
    expectRefused(error, 422, 'Needs more than 32 MB of memory.');
    await expect(work.run(READ_WORD_TEXT, wordArchive())).resolves.toContain('keep secrets');
  });

  it('ends a worker past its time, counted from the start of the task, and carries on', async () => {
    // Heap enough that only the time limit can stop it.
    const work = open({ timeoutMs: 1500, heapMb: 1024 });
    // The first task starts the thread (seconds from source): its time does not count.
    await expect(work.run(READ_WORD_TEXT, wordArchive())).resolves.toContain('keep secrets');
    const error = await work.run(READ_WORD_TEXT, costly).catch((reason: unknown) => reason);
    expectRefused(error, 422, 'Needs more than 1.5 seconds.');
    await expect(work.run(READ_WORD_TEXT, wordArchive())).resolves.toContain('keep secrets');
  });

  it('passes on a refusal from the task as the AppError it was', async () => {
    const error = await open({})
      .run(READ_WORD_TEXT, Buffer.from('not a zip'))
      .catch((e: unknown) => e);
    expectRefused(
      error,
      400,
      'This Word file could not be read. Save it again as .docx and retry.',
    );
    expect((error as AppError).fieldErrors).toEqual({ file: [(error as AppError).message] });
  });
});
