import { z } from 'zod';

/**
 * GET /api/health: always 200 while the process answers; the database's state is in the body, so
 * an outage does not make an orchestrator restart a server that reconnects on its own.
 * `not-writable`: it answers, but its disk is full, so nothing can be saved (reads still work).
 */
export const healthDto = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), database: z.literal('available') }),
  z.object({
    status: z.literal('degraded'),
    database: z.enum(['unavailable', 'not-writable']),
    message: z.string(),
  }),
]);
export type HealthDto = z.infer<typeof healthDto>;

/** GET /api/ready: the database answers (503 with the error answer otherwise). */
export const readyDto = z.object({ status: z.literal('ready') });
