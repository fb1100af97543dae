import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** Why the WAL syncs cannot be counted here, or null when they can. */
export function walSyncCountingUnavailable(): string | null {
  if (spawnSync('strace', ['-V']).error) {
    return 'strace is not installed (apt-get install strace)';
  }
  if (process.platform !== 'linux') return 'it reads /proc, which only Linux has';
  if (process.getuid?.() !== 0) return 'strace may attach to PostgreSQL backends only as root';
  return null;
}

/** O_DSYNC (O_SYNC includes it) in /proc/<pid>/fdinfo's octal flags, on Linux. */
const O_DSYNC = 0o10000;
const isWal = (file: string) => file.includes('/pg_wal/');

/** `fd<path>` of each WAL file a process has open for synchronous writes right now. */
function syncedWalDescriptors(pid: number): string[] {
  const found: string[] = [];
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    let flags: number;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const info = readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8');
      flags = Number.parseInt(/^flags:\s+([0-7]+)/m.exec(info)?.[1] ?? '0', 8);
    } catch {
      continue; // closed meanwhile
    }
    if (isWal(target) && flags & O_DSYNC) found.push(`${fd}<${target}>`);
  }
  return found;
}

export type WalSyncCount = {
  /** fsync/fdatasync calls on WAL files. */
  fsyncs: number;
  /** Writes to WAL files opened with O_SYNC/O_DSYNC: each is on disk when it returns. */
  syncWrites: number;
  total: number;
  /** Threads or processes that made them. */
  by: number[];
};

/** Counts the calls in a trace of `strace -f -y`, made by `onlyBy` (every traced one if absent). */
export function countWalSyncsInTrace(
  trace: string,
  initiallySynced: Iterable<string>,
  onlyBy?: Set<number>,
): WalSyncCount {
  const synced = new Set(initiallySynced);
  const pendingOpens = new Map<number, boolean>();
  const count: WalSyncCount = { fsyncs: 0, syncWrites: 0, total: 0, by: [] };
  const by = new Set<number>();
  for (const line of trace.split('\n')) {
    const tid = Number.parseInt(line, 10);
    // Opening a WAL file for synchronous writes: its descriptor counts from now on.
    const open = /openat\(.*?"([^"]*)", ([A-Z_|]+)/.exec(line);
    if (open) pendingOpens.set(tid, isWal(open[1]!) && /O_D?SYNC/.test(open[2]!));
    const opened = /(?:openat\(.*|<\.\.\. openat resumed>.*)\) = (\d+)<([^>]*)>/.exec(line);
    if (opened && pendingOpens.get(tid)) synced.add(`${opened[1]}<${opened[2]}>`);
    if (opened) pendingOpens.delete(tid);

    const call = /^\d+\s+(fsync|fdatasync|write|pwrite64|pwritev|pwritev2)\((\d+<[^>]*>)/.exec(
      line,
    );
    if (!call || (onlyBy && !onlyBy.has(tid))) continue;
    const [, name, descriptor] = call;
    if (!isWal(descriptor!)) continue;
    if (name === 'fsync' || name === 'fdatasync') count.fsyncs += 1;
    else if (synced.has(descriptor!)) count.syncWrites += 1;
    else continue;
    by.add(tid);
  }
  count.total = count.fsyncs + count.syncWrites;
  count.by = [...by];
  return count;
}

/**
 * Runs `body` with strace attached to `pids` (every thread of each, and the processes and
 * threads they start), and returns the trace and the WAL descriptors open for synchronous
 * writes when tracing began. Tracing begins once strace has attached to every thread.
 */
export async function traceWhile(
  pids: number[],
  body: () => Promise<void>,
  workDir: string,
): Promise<{ trace: string; initiallySynced: string[] }> {
  const traceFile = path.join(workDir, `strace-${Date.now()}.txt`);
  const initiallySynced = pids.flatMap(syncedWalDescriptors);
  const strace = spawn(
    'strace',
    [
      ...['-f', '-y', '-s', '0', '-o', traceFile],
      ...['-e', 'trace=openat,write,pwrite64,pwritev,pwritev2,fsync,fdatasync'],
      ...pids.flatMap((pid) => ['-p', String(pid)]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let messages = '';
  strace.stderr.on('data', (chunk) => (messages += chunk));
  const exited = new Promise<number | null>((resolve) => strace.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (strace.exitCode !== null) throw new Error(`strace stopped: ${messages}`);
    // "Process <pid> attached [with <n> threads]": said once every thread is traced.
    const attached = new Set([...messages.matchAll(/Process (\d+) attached/g)].map((m) => +m[1]!));
    if (pids.every((pid) => attached.has(pid))) break;
    if (Date.now() > deadline) throw new Error(`strace did not attach in 30 s: ${messages}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    await body();
  } finally {
    strace.kill('SIGINT');
    await exited;
  }
  return { trace: readFileSync(traceFile, 'utf8'), initiallySynced };
}
