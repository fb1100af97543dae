import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this file. The same code runs from src/ (tsx,
 * vitest) and from dist/server/ (compiled), so fixed relative paths would break one of them.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'src/server/db/migrations');
export const clientBuildDir = path.join(packageRoot, 'build/client');
