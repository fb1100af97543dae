import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { packageRoot } from '../src/server/paths.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Runs src/server/main.ts as a real process (through tsx), the way `npm start` runs the build.
 * `entry` lets e2e tests run the compiled server instead.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  entry?: string;
}): Promise<ServerProcess> {
  const port = Number(options.env.PORT ?? (await freePort()));
  const entry = options.entry ?? path.join(packageRoot, 'src/server/main.ts');
  // One process (no tsx wrapper), so signals such as SIGKILL reach the server itself.
  const runner = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, runner, {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Waits until /api/health answers, or fails with the process output when it exits or hangs. The
 * limit only catches a hang: a start with demo data took 85–105 s on a 2-core machine at a load
 * of 21, and an exit is reported at once. A server that did not become healthy is killed before
 * the error is thrown, so a failed start leaves no process behind.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`Server exited with ${exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`Server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}
