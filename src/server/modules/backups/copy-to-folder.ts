import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { backupsToDelete } from '../../../domain/backups/backups.ts';
import { fileDigest } from './file-digest.ts';
import { syncFile, syncFolder } from './sync-to-disk.ts';

/**
 * Copies a finished backup into BACKUP_COPY_DIR (another disk, a network share) the way the
 * backup itself is written: as `<name>.partial`, flushed, compared with the original by SHA-256,
 * renamed and the folder flushed, so the copy folder never holds a file that looks whole but is
 * not. Then the copies beyond `keep` are deleted, as in the backup folder (ADR 038).
 */
export async function copyToFolder(options: {
  file: string;
  folder: string;
  keep: number;
}): Promise<{ target: string; deleted: string[] }> {
  const { file, folder } = options;
  const name = path.basename(file);
  const target = path.join(folder, name);
  const partial = `${target}.partial`;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    await copyFile(file, partial);
    await syncFile(partial);
    const [original, copy] = await Promise.all([
      fileDigest(file, 'sha256'),
      fileDigest(partial, 'sha256'),
    ]);
    if (original !== copy) throw new Error(`the copy of ${name} differs from the backup`);
    await rename(partial, target);
    await syncFolder(folder);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const deleted = backupsToDelete(await readdir(folder), options.keep);
  for (const old of deleted) await rm(path.join(folder, old), { force: true });
  return { target, deleted };
}
