import autocannon from 'autocannon';

/** What one scenario sends; `setupRequest` builds a new request each time (unique bodies). */
export type LoadTarget = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  setupRequest?: () => { body: string; headers: Record<string, string> };
  /** Offer this many requests per second in all (a steady arrival rate), not as many as it takes. */
  ratePerSecond?: number;
};

export type LoadSettings = { connections: number; durationSeconds: number; warmupSeconds: number };

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors: a run with any of them measured something else. */
  failures: number;
  statusCodes: Record<string, number>;
};

function run(baseUrl: string, target: LoadTarget, connections: number, duration: number) {
  const { setupRequest } = target;
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 30,
    ...(target.ratePerSecond && { overallRate: target.ratePerSecond }),
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.headers,
        ...(setupRequest && {
          setupRequest: (request) => {
            const { body, headers } = setupRequest();
            return { ...request, body, headers: { ...request.headers, ...headers } };
          },
        }),
      },
    ],
  });
}

/**
 * A short warm-up (JIT, connection pool, PostgreSQL's caches) that is thrown away, then the
 * measured run. Only 2xx answers count as served requests.
 */
export async function measure(
  baseUrl: string,
  target: LoadTarget,
  settings: LoadSettings,
): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) {
    await run(baseUrl, target, settings.connections, settings.warmupSeconds);
  }
  const result = await run(baseUrl, target, settings.connections, settings.durationSeconds);
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}
