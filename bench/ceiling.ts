import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, type RunningServer } from './app-server.ts';
import { measure, type LoadResult, type LoadSettings } from './load.ts';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ceiling-server.ts');

/** A bare node:http server returning a fixed JSON body, in its own process like the application. */
export function startCeilingServer(): Promise<RunningServer> {
  return startProcess({ entry, nodeArgs: ['--import', 'tsx'], env: {}, healthPath: '/' });
}

/** Requests per second of the bare server under the same load as the application. */
export function measureCeiling(
  ceiling: RunningServer,
  settings: LoadSettings,
): Promise<LoadResult> {
  return measure(ceiling.url, { method: 'GET', path: '/' }, settings);
}

/** The middle value: one run disturbed by a colleague's build does not move it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
