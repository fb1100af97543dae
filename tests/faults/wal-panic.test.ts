import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/server/paths.ts';
import { skipBecause } from '../skip-reason.ts';
import { createFaultRun } from './fault-run.ts';
import { mountSmallDisk, smallDiskUnavailable } from './small-disk.ts';

const unavailable = smallDiskUnavailable();
const ROWS = 30;

/** Runs wal-panic-child.ts; `onOutput` may answer on its standard input. */
function runChild(
  args: string[],
  onOutput: (output: string, answer: (line: string) => void) => void = () => {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(packageRoot, 'tests/faults/wal-panic-child.ts'), ...args],
    { cwd: packageRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const answer = (line: string) => child.stdin.write(`${line}\n`);
  const collect = (chunk: Buffer) => {
    output += chunk;
    onOutput(output, answer);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // A hang is a failure too: a process that neither serves nor ends is never restarted.
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/**
 * When the disk is full just as PostgreSQL must start a new WAL file, it PANICs (as PostgreSQL
 * does), and PGlite then never answers again. The process ends with the reason instead of hanging,
 * a start on the still-full disk fails at once (a supervisor tries again), and once space is freed
 * the next start replays the WAL: every acknowledged row is there.
 */
describe.skipIf(
  skipBecause(unavailable !== null, `the WAL PANIC test is skipped: ${unavailable}.`),
)('a PANIC of the embedded database on a full disk', { timeout: 240_000 }, () => {
  const run = createFaultRun();
  afterAll(() => run.cleanup(), 60_000);

  it('ends the process, restarts once space is freed, and keeps every acknowledged row', async () => {
    const disk = mountSmallDisk(path.join(run.tempDir('wal-panic'), 'disk'), 96);
    run.onCleanup(() => disk.unmount());
    const dataDir = path.join(disk.folder, 'data');

    let filled = false;
    const crashed = await runChild([dataDir, 'write', String(ROWS)], (output, answer) => {
      if (filled || !output.includes('fill the disk now')) return;
      filled = true;
      disk.fill();
      answer('go');
    });
    const acknowledged = [...crashed.output.matchAll(/acknowledged (\d+)/g)].map((m) => +m[1]!);
    expect(acknowledged.slice(0, ROWS), crashed.output).toEqual(
      Array.from({ length: ROWS }, (_, index) => index + 1),
    );
    expect(crashed.output).toContain('refused: 53100');
    expect(crashed.output).toMatch(/The embedded database stopped: PANIC: .*No space left/);
    expect(crashed.code, crashed.output).not.toBe(0);

    const stillFull = await runChild([dataDir, 'count']);
    expect(stillFull.code, 'a start on the full disk fails (and ends)').not.toBe(0);
    expect(stillFull.output).toMatch(
      /The embedded database could not be opened: .*\(the disk holding it has 0 MB free\)/,
    );

    disk.free();
    const restarted = await runChild([dataDir, 'count']);
    expect(restarted.code, restarted.output).toBe(0);
    expect(restarted.output).toContain(`kept ${acknowledged.length}`);
    console.info(`WAL PANIC: ${acknowledged.length} rows acknowledged, all kept after the restart`);
  });
});
