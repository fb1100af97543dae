import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { PublicRateLimit } from './public-rate-limits.ts';
import { limitPublicRequest } from './rate-limits.service.ts';

/**
 * The onRequest hook of routes whose token in the path is the only key (status, offer, saved
 * answers, signing links): answers, errors included, are neither cached nor indexed, and each
 * request counts against the address under `rule` before the token is looked up (ADR 031).
 */
export const privateLinkHook =
  (rule: PublicRateLimit, deps: { db: Database; clock: Clock }) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    await limitPublicRequest(rule, { db: deps.db, key: request.ip, now: deps.clock.now() });
  };
