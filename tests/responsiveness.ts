import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type Responsiveness<T> = {
  result: T;
  /** The time each GET /api/health took, from sending to the last byte of its answer. */
  healthMs: number[];
  /** The same calls at rest just before, three times 20: what this machine needs without work. */
  restMs: number[];
  /** The request thread's largest heap (heapUsed) seen while the work ran, above its start. */
  heapGrowthBytes: number;
};

/** Opens the app on a free port of the loopback address (once; app.close() closes it). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const timeHealthTwentyTimes = (baseUrl: string) =>
  Promise.all(Array.from({ length: 20 }, () => timeHealth(baseUrl)));

async function timeHealth(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.text();
  if (!response.ok) throw new Error(`GET /api/health answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Runs `work` (a hostile upload) while other people use the server: 20 GET /api/health in
 * parallel over real HTTP, again and again until the work is done, each one timed. Over real
 * sockets, not inject(), so a request thread held by the work shows as slow answers. The same
 * calls are timed at rest first. The heap is sampled every 5 ms meanwhile.
 */
export async function measureWhile<T>(
  baseUrl: string,
  work: () => Promise<T>,
): Promise<Responsiveness<T>> {
  await timeHealthTwentyTimes(baseUrl); // connections and a warm route before anything is timed
  const restMs: number[] = [];
  for (let batch = 0; batch < 3; batch += 1) restMs.push(...(await timeHealthTwentyTimes(baseUrl)));
  const heapAtStart = process.memoryUsage().heapUsed;
  let heapPeak = heapAtStart;
  const sample = () => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, 5);
  let isDone = false;
  const working = work().finally(() => {
    isDone = true;
  });
  working.catch(() => undefined); // awaited below; not unhandled if a health call fails first
  const healthMs: number[] = [];
  try {
    do {
      healthMs.push(...(await timeHealthTwentyTimes(baseUrl)));
    } while (!isDone);
    const result = await working;
    sample();
    return { result, healthMs, restMs, heapGrowthBytes: heapPeak - heapAtStart };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The longest a health call may take while the work runs: 1.5 s beyond the slowest at rest. Work
 * parsed on the request thread held every request for 8.6 s (ADR 030); on a 2-core machine busy
 * with other test files, calls 530 ms beyond the slowest at rest were seen with the work in its
 * worker, so a tighter bound measured the machine, not the server.
 */
export const healthLimitMs = (measured: { restMs: number[] }) =>
  1_500 + Math.max(...measured.restMs);
