import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInput } from '../../../domain/auth/auth.ts';
import { loginResponse, verifiedSessionDto } from '../../../domain/auth/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { noContent } from '../../http/response-schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { login } from './auth.service.ts';
import { revokeSession } from './sessions.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/admin/login',
    {
      config: { public: true },
      schema: { body: loginInput, response: { 200: loginResponse } },
    },
    (request) =>
      login({
        db: deps.db,
        input: request.body,
        now: deps.clock.now(),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/api/admin/verify',
    {
      config: { permission: 'signed-in', openDuringTwoFactorSetup: true },
      schema: { response: { 200: verifiedSessionDto } },
    },
    (request) => {
      const { user, twoFactorSetupPending } = requireAdmin(request);
      return { user, twoFactorSetupPending };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      config: { permission: 'signed-in', openDuringTwoFactorSetup: true },
      schema: { response: { 204: noContent } },
    },
    async (request, reply) => {
      const { sessionId, user } = requireAdmin(request);
      const now = deps.clock.now();
      await revokeSession({ db: deps.db, sessionId, now });
      await recordAudit({
        db: deps.db,
        actor: { id: user.id, name: user.name },
        action: 'logout',
        entity: 'session',
        entityId: sessionId,
        at: now,
      });
      return reply.status(204).send(null);
    },
  );
};
