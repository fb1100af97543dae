import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, waitUntilHealthy, type ServerProcess } from '../server-process.ts';

export const FAULT_ADMIN_PASSWORD = 'fault suite admin password';

/** Settings every server in the fault suite shares: no demo rows to count around, quiet logs. */
const BASE_ENV = {
  ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  // Forms under load come from many X-Forwarded-For addresses (see load.ts).
  TRUST_PROXY: 'true',
};

/** The last lines of each server's output, labelled, for a failure message. */
const tail = (label: string, server: ServerProcess, lines = 60) =>
  `--- ${label} (pid ${server.child.pid}, last ${lines} lines) ---\n` +
  server.output().split('\n').slice(-lines).join('\n');

/**
 * Everything one fault test starts, so afterAll can end it all: server processes (killed),
 * temporary folders (removed) and any other cleanup (a database dropped, a cluster stopped).
 * `check` runs a test body and, when it fails, appends what the servers printed.
 */
export function createFaultRun() {
  const servers: { label: string; server: ServerProcess }[] = [];
  const folders: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const diagnostics: { label: string; read: () => string }[] = [];

  const run = {
    tempDir(prefix: string): string {
      const folder = mkdtempSync(path.join(os.tmpdir(), `nda-faults-${prefix}-`));
      folders.push(folder);
      return folder;
    },
    onCleanup(cleanup: () => Promise<unknown>) {
      cleanups.push(cleanup);
    },
    /** More text for failure messages, e.g. a database's own log. */
    addDiagnostics(label: string, read: () => string) {
      diagnostics.push({ label, read });
    },
    /** Starts src/server/main.ts and waits until /api/health answers. */
    async startServer(label: string, env: Record<string, string>): Promise<ServerProcess> {
      const server = await startServerProcess({ env: { ...BASE_ENV, ...env } });
      servers.push({ label, server });
      await waitUntilHealthy(server, 90_000);
      return server;
    },
    serverOutput: () =>
      [
        ...servers.map(({ label, server }) => tail(label, server)),
        ...diagnostics.map(({ label, read }) => `--- ${label} ---\n${read()}`),
      ].join('\n'),
    async check(body: () => Promise<void>): Promise<void> {
      try {
        await body();
      } catch (error) {
        if (error instanceof Error) {
          error.message += `\n\nServer output:\n${run.serverOutput()}`;
        }
        throw error;
      }
    },
    async cleanup(): Promise<void> {
      await Promise.all(servers.map(({ server }) => server.stop('SIGKILL')));
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => console.error('fault cleanup failed:', error));
      }
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
  return run;
}

/** Signs in as the suite's admin; returns the headers for admin requests. */
export async function signInAsAdmin(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: FAULT_ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) {
    throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  }
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A JSON request with a time limit; returns the status, headers and parsed body. */
export async function request(
  baseUrl: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, headers: response.headers, body };
}
