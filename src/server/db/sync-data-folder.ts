import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Files synced at once: enough to keep a disk busy, few enough to leave Node's thread pool free. */
const AT_ONCE = 4;
/** PostgreSQL's pointer to the last checkpoint: synced last (ADR 032). */
const CONTROL_FILE = path.join('global', 'pg_control');

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A file PostgreSQL removed while we were listing it is fine: there is nothing left to sync. */
const ignoreRemoved = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

async function listTree(folder: string, into: { files: string[]; folders: string[] }) {
  into.folders.push(folder);
  const entries = await readdir(folder, { withFileTypes: true }).catch((error) => {
    ignoreRemoved(error as NodeJS.ErrnoException);
    return [];
  });
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await listTree(full, into);
    else if (entry.isFile()) into.files.push(full);
  }
}

/**
 * Puts everything PostgreSQL wrote under `dataDir` on the disk: every file, then every folder
 * (new and renamed names), then pg_control. PGlite's file layer ignores PostgreSQL's own fsync
 * calls, so after a checkpoint (ours, at start-up and at close) the pages it wrote may be only in
 * the operating system's cache; the WAL it kept (wal_keep_size) covers them until this returns.
 */
export async function syncDataFolder(dataDir: string): Promise<void> {
  const tree = { files: [] as string[], folders: [] as string[] };
  await listTree(dataDir, tree);
  const control = path.join(dataDir, CONTROL_FILE);
  const queue = [...tree.files.filter((file) => file !== control), ...tree.folders];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await fsyncPath(next).catch(ignoreRemoved);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await fsyncPath(control).catch(ignoreRemoved);
}
