// `npm start`: build the client and the server when the build is missing or older than the
// sources, then run the compiled server. One command on a fresh clone (README quick start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const isBuilt =
  existsSync(stamp) &&
  existsSync(path.join(root, 'build/client/__spa-fallback.html')) &&
  existsSync(path.join(root, 'dist/server/server/main.js'));
const sourcesChanged =
  !isBuilt ||
  inputs.some((input) => newestChange(path.join(root, input)) > statSync(stamp).mtimeMs);

if (sourcesChanged) {
  console.log(
    isBuilt
      ? 'Sources changed since the last build: building again…'
      : 'No build yet: building the site…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

await import(path.join(root, 'dist/server/server/main.js'));
