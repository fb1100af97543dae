import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Why a small disk of its own cannot be made here, or null when it can. */
export function smallDiskUnavailable(): string | null {
  if (process.platform !== 'linux') return 'it mounts a tmpfs, which needs Linux';
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  return null;
}

export type SmallDisk = {
  folder: string;
  freeBytes(): number;
  /** Writes a file that takes every byte left; returns how many it took. */
  fill(): number;
  /** Removes what fill() wrote. */
  free(): void;
  unmount(): Promise<void>;
};

/**
 * A tmpfs of `megabytes` at `folder`: a disk that a test can fill without touching the machine's.
 * Others may enter it (a private PostgreSQL runs as the `postgres` user); what is in it keeps its
 * own modes.
 */
export function mountSmallDisk(folder: string, megabytes: number): SmallDisk {
  mkdirSync(folder, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', folder]);
  const filler = path.join(folder, 'filler');
  const freeBytes = () => {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  };
  return {
    folder,
    freeBytes,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let written = 0;
      try {
        for (;;) written += writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        // The last few kilobytes, so that not even one page is left.
        for (const size of [65536, 4096]) {
          try {
            for (;;) written += writeSync(fd, chunk, 0, size);
          } catch {
            // Full at this size.
          }
        }
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free: () => rmSync(filler, { force: true }),
    async unmount() {
      execFileSync('umount', ['--lazy', folder]);
    },
  };
}
