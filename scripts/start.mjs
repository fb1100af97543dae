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
      ? 'Sources changed since the last build: building again (about a minute)…'
      : 'No build yet: building the site (about a minute)…',
  );
  // The build's own output (hundreds of file sizes, and notices from the build tools about their
  // own options) is kept back, so a first start reads as our log alone; a failed build prints it
  // all, since then it is what a person needs.
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(
      `The build failed (exit code ${result.status ?? result.signal}); its output is above.`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  writeFileSync(stamp, new Date().toISOString());
}

await import(path.join(root, 'dist/server/server/main.js'));
