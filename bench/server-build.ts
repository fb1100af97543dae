import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../src/server/paths.ts';
import { newestChange } from '../scripts/newest-change.ts';

/**
 * The server is compiled into a folder of the benchmark's own instead of dist/: other people's
 * `npm run build` may rewrite dist/ in the middle of a run, and a stale dist/ would measure code
 * that is no longer in the tree. It sits inside the package so the compiled paths.ts still finds
 * package.json, the migrations and build/client.
 */
const outDir = path.join(packageRoot, 'node_modules/.cache/bench-server');
const stamp = path.join(outDir, '.build-stamp');
export const serverEntry = path.join(outDir, 'server/main.js');

const inputs = [
  'src/server',
  'src/domain',
  'tsconfig.json',
  'tsconfig.server.json',
  'package.json',
];

/** Compiles the server with the project's tsconfig.server.json when the sources changed. */
export function ensureServerBuild(log: (line: string) => void): string {
  const isFresh =
    existsSync(stamp) &&
    existsSync(serverEntry) &&
    inputs.every((input) => newestChange(path.join(packageRoot, input)) <= statSync(stamp).mtimeMs);
  if (isFresh) return serverEntry;

  log('Compiling the server (tsc -p tsconfig.server.json) …');
  const tsc = path.join(packageRoot, 'node_modules/typescript/bin/tsc');
  const startedAt = new Date();
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.server.json', '--outDir', outDir, '--sourceMap', 'false'],
    { cwd: packageRoot, encoding: 'utf8' },
  );
  // tsc still writes JavaScript when a file has a type error; a colleague's half-finished edit
  // elsewhere should not stop the benchmark, but it must be visible.
  if (result.status !== 0) {
    if (!existsSync(serverEntry)) throw new Error(`tsc failed:\n${result.stdout}${result.stderr}`);
    log(`tsc reported type errors (the JavaScript was still written):\n${result.stdout}`);
  }
  writeFileSync(stamp, startedAt.toISOString());
  return serverEntry;
}
