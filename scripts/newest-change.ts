import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or folder: is a build older than its sources? */
export function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}
