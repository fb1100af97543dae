import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import nativeFs from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

/** Whether `fd` is still the file at `file` (not one removed meanwhile and made anew). */
function isStillAt(fd: number, file: string): boolean {
  try {
    const open = fstatSync(fd);
    const current = statSync(file);
    return open.ino === current.ino && open.dev === current.dev;
  } catch {
    return false;
  }
}

/** The process id the holder wrote, for the message only ("?" when it is not there yet). */
function readHolder(lockPath: string): string {
  try {
    return readFileSync(lockPath, 'utf8').trim() || '?';
  } catch {
    return '?';
  }
}

/**
 * PGlite has no cross-process locking: two processes on one folder silently lose committed rows
 * (TOOLCHAIN-NOTES). So the server holds an exclusive lock on DATA_DIR/.lock from the operating
 * system for as long as it runs: an open-file-description lock on Linux, flock on macOS,
 * LockFileEx on Windows (fs-native-extensions; Node has none of its own). The system lets go of
 * it when the process ends, however it ends (kill -9, a crash, a reboot, a container restart), so
 * a lock file left behind is simply taken over, and a process id that now belongs to another
 * program means nothing (ADR 032). Processes in different containers sharing the folder on one
 * machine exclude each other too. The file holds the holder's process id, only to name it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, '.lock');
  // A holder that is letting go removes the file first; whoever locked that old file tries again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = openSync(lockPath, constants.O_RDWR | constants.O_CREAT, 0o600);
    let isLocked: boolean;
    try {
      isLocked = nativeFs.tryLock(fd);
    } catch (error) {
      closeSync(fd);
      throw new DataDirLockedError(
        `Could not lock the data folder ${dataDir} (${(error as Error).message}). ` +
          'Its file system may not support locks: put DATA_DIR on a local disk.',
      );
    }
    if (!isLocked) {
      closeSync(fd);
      throw new DataDirLockedError(
        `The data folder ${dataDir} is already in use by another server process ` +
          `(PID ${readHolder(lockPath)}). Stop that process first, or set DATA_DIR to a different ` +
          'folder. To run several server processes, use PostgreSQL through DATABASE_URL.',
      );
    }
    if (!isStillAt(fd, lockPath)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, String(process.pid), 0);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Removed while still held, so nobody can lock this file after we let go of it.
      rmSync(lockPath, { force: true });
      closeSync(fd);
    };
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}: try again.`);
}
