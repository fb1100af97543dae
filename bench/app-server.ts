import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { packageRoot } from '../src/server/paths.ts';

export type RunningServer = { url: string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a Node.js script as its own process on a free port of 127.0.0.1 and waits until
 * `healthPath` answers. Its own process, so the load generator never shares its event loop.
 */
export async function startProcess(options: {
  entry: string;
  env: Record<string, string>;
  healthPath: string;
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.entry} exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${options.entry} did not answer ${options.healthPath} in 90 s:\n${output}`);
    }
    const healthy = await fetch(`${url}${options.healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-0123456789' };

/**
 * The compiled application as production runs it. TRUST_PROXY lets each POST to the waiting list
 * come from its own X-Forwarded-For address: the per-address limit of 10 forms an hour stays as it
 * is, and the benchmark stands for many families rather than one address sending thousands.
 */
export function startAppServer(entry: string, env: Record<string, string>): Promise<RunningServer> {
  return startProcess({
    entry,
    // For a profile of the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    healthPath: '/api/health',
    env: {
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
  });
}
