import type { PGlite } from '@electric-sql/pglite';
import { syncDataFolder } from './sync-data-folder.ts';

/** How often the thread looks at how much WAL has been written since the last checkpoint. */
const CHECK_EVERY_MS = 60_000;
/**
 * A checkpoint once this much WAL has been written since the last: it bounds the WAL kept on disk
 * and the replay after a crash. Well under wal_keep_size (pglite-options.ts), so the WAL from the
 * checkpoint before is still there while this one's pages are synced.
 */
const CHECKPOINT_AFTER_BYTES = 32 * 1024 * 1024;

const WAL_SINCE_CHECKPOINT = `
  select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes
  from pg_control_checkpoint()`;

/**
 * PGlite never checkpoints while it runs (single-user PostgreSQL has no checkpointer), so its WAL
 * would grow until the server stops. This writes a checkpoint when enough WAL has piled up, then
 * syncs the data folder itself, since PGlite's fsync does nothing (ADR 032). PGlite runs a
 * statement only when no transaction holds its session, so the checkpoint never runs inside one.
 */
export function startCheckpoints(options: {
  db: PGlite;
  dataDir: string;
  onError: (error: unknown) => void;
  checkEveryMs?: number;
  checkpointAfterBytes?: number;
}): { stop(): Promise<void> } {
  const { db, dataDir, onError } = options;
  const afterBytes = options.checkpointAfterBytes ?? CHECKPOINT_AFTER_BYTES;
  let running: Promise<void> | undefined;

  const checkpointIfDue = async () => {
    const { rows } = await db.query<{ bytes: number }>(WAL_SINCE_CHECKPOINT);
    if (rows[0]!.bytes < afterBytes) return;
    await db.exec('checkpoint');
    // Requests go on meanwhile; the WAL they write starts after this checkpoint, and the
    // checkpoint before it is still complete on disk.
    await syncDataFolder(dataDir);
  };

  const timer = setInterval(() => {
    if (running) return;
    running = checkpointIfDue()
      .catch(onError)
      .finally(() => (running = undefined));
  }, options.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
