import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { IMetricsPluginOptions } from 'fastify-metrics';
import promClient from 'prom-client';
import type { AppDeps } from '../../deps.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { createAppMetrics } from './app-metrics.ts';
import { checkMetricsToken } from './metrics-token.ts';
import { outboxGauges } from './outbox-gauges.ts';

// fastify-metrics is CommonJS with only `exports.default`: Node's ESM loader would hand an
// `import` the exports object rather than the plugin (vitest would hide that), so it is required.
const fastifyMetrics = (
  createRequire(import.meta.url)('fastify-metrics') as {
    default: FastifyPluginCallback<Partial<IMetricsPluginOptions>>;
  }
).default;

/** The one `route` label of every request that matched no route, whatever its URL was. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The matched route's pattern (`/api/documents/:id`), never the URL: no ids or tokens in labels,
 * and one series per route rather than one per address a scanner tries.
 */
const routeLabel = (request: FastifyRequest) =>
  request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);

/** From 5 ms to 10 s (prom-client's defaults; fastify-metrics' start at 50 ms). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in Prometheus text format, only when METRICS_TOKEN is set: otherwise there is no
 * such route, and the address answers the 404 any unknown one does. Call before the auth guard
 * and every other onRequest hook, so that requests they refuse are timed and counted too.
 */
export async function registerMetrics(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const token = deps.config.metricsToken;
  if (!token) return;
  const metrics = deps.metrics ?? createAppMetrics({ log: app.log });
  for (const gauge of outboxGauges(deps.db)) metrics.addGauge(gauge);

  await app.register(fastifyMetrics, {
    promClient,
    // This app serves the registry itself, behind the token.
    endpoint: null,
    defaultMetrics: { enabled: true, register: metrics.registry },
    routeMetrics: {
      // The histogram's _count is the request count; a summary would only repeat it.
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: {
          help: 'Time to answer each request by method, matched route and status (_count: requests)',
          buckets: REQUEST_BUCKETS,
          registers: [metrics.registry],
        },
        // Created even when disabled: kept out of every registry, the global one included.
        summary: { registers: [] },
      },
    },
  });

  app.get(
    '/metrics',
    {
      // Outside the admin session guard: the route checks its own bearer token.
      config: { public: true },
      schema: {
        hide: true,
        response: { 200: fileAnswer('text/plain', 'The metrics in Prometheus text format') },
      },
      exposeHeadRoute: false,
      // A scrape every few seconds would fill the log; refusals still show in the metrics.
      logLevel: 'warn',
    },
    async (request, reply) => {
      checkMetricsToken(request.headers.authorization, token);
      const text = await metrics.registry.metrics();
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}
