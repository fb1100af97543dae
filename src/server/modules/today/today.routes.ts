import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayDigestInput, todayDoneInput, todayDto } from '../../../domain/today/today-items.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { noContent } from '../../http/response-schemas.ts';
import { readToday } from './read-today.ts';
import { markDone } from './today-done.ts';
import { saveMorningDigest } from './today-preferences.ts';

/** A staff member's own Today (ADR 053): the list, "Done" and the morning mail choice. */
export const todayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/today',
    {
      config: { permission: 'signed-in' },
      schema: {
        description:
          'What needs this person now: one section per kind their roles may act on (offers, ' +
          'papers, signatures, comments, gifts, follow-ups, failed mail and backups), without ' +
          'the items they marked done; oldest first.',
        response: { 200: todayDto },
      },
    },
    (request) => readToday({ db, config, now: clock.now(), user: requireAdmin(request).user }),
  );

  app.post(
    '/api/today/done',
    {
      config: { permission: 'signed-in' },
      schema: {
        body: todayDoneInput,
        description:
          'Marks one item done for this person only; the same record in a new state comes back.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await markDone({
        db,
        userId: requireAdmin(request).user.id,
        key: request.body.key,
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/today/digest',
    {
      config: { permission: 'signed-in' },
      schema: {
        body: todayDigestInput,
        description: 'Turns this person’s morning mail of their Today list on or off.',
        response: { 200: todayDigestInput },
      },
    },
    (request) =>
      saveMorningDigest({
        db,
        userId: requireAdmin(request).user.id,
        morningDigest: request.body.morningDigest,
        now: clock.now(),
      }),
  );
};
