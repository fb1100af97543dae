import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How PostgreSQL inside PGlite starts (ADR 032). PGlite's defaults include `-F` (fsync off): a
 * commit was acknowledged before it reached the disk. Its file layer turns fsync into nothing, but
 * opens a file asked for with O_DSYNC with Node's O_SYNC, so with `open_datasync` every WAL write
 * (each commit's) is on the disk before the commit is acknowledged.
 *
 * PGlite never checkpoints on its own (single-user mode has no checkpointer); we do
 * (pglite-checkpoints.ts) and then fsync the data files ourselves. `wal_keep_size` keeps the WAL
 * of the checkpoint before, so a pg_control that had not reached the disk yet still finds the WAL
 * it starts from.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=open_datasync',
  '-c',
  'wal_keep_size=128MB',
];

/**
 * Every PGlite instance of the app, its tests and tools: the extensions the migrations create
 * (pg_trgm for the documents search, migration 0007) must be loaded into each one, and commits
 * are synced to disk.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: DURABLE_START_PARAMS,
} satisfies PGliteOptions;
