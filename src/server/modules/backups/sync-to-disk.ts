import { open } from 'node:fs/promises';

/** Flushes a written file to the disk and returns its size. */
export async function syncFile(file: string): Promise<number> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a folder's entries, so a file renamed into it is still there after a power cut (a
 * rename lives in the folder, not in the file). Windows cannot open a folder to flush it, and
 * its file system records a rename itself.
 */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
