/**
 * `skip`, after printing why the tests it guards are skipped (vitest itself prints no reason for
 * `describe.skipIf`, `it.runIf` or `context.skip`): one `Skipped: <reason>` line in the run's
 * output, under the file's name. Write the reason so that a person can act on it.
 *
 *   describe.skipIf(skipBecause(!readersPresent, 'pdfsig or qpdf is missing: apt-get install ...'))
 *   it.runIf(!skipBecause(!isPostgres, '...'))
 *   context.skip(skipBecause(!url, reason), reason)
 */
export function skipBecause(skip: boolean, reason: string): boolean {
  if (skip) console.warn(`Skipped: ${reason}`);
  return skip;
}
