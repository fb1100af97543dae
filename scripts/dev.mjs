// `npm run dev`: Vite's dev server on PORT (default 3000), which proxies /api to the API, and the
// API with reload on API_PORT (default PORT + 1). Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
for (const [name, value] of [
  ['PORT', port],
  ['API_PORT', apiPort],
]) {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    console.error(`${name} must be a port number, not "${value}".`);
    process.exit(1);
  }
}
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(
  `Site: ${publicUrl} (Vite, PORT=${port}); the API listens on port ${apiPort} (API_PORT) and ` +
    'is reached through the site under /api.',
);

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl },
  }),
  // --strictPort: a port in use stops the start with a message, rather than Vite moving to
  // another port the links in mail (PUBLIC_URL) do not name.
  spawn('npx', ['react-router', 'dev', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
