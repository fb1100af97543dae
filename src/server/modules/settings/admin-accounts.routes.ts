import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminInput, updateAdminInput } from '../../../domain/settings.ts';
import { idParam } from '../../../domain/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  addAdminAccount,
  listAdminAccounts,
  setAdminActive,
} from '../auth/admin-accounts.service.ts';

/** The admin accounts section of the Settings page. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get('/api/users', () => listAdminAccounts({ db }));

  app.post('/api/users', { schema: { body: createAdminInput } }, async (request, reply) => {
    const account = await addAdminAccount({
      db,
      input: request.body,
      actor: actorOf(requireAdmin(request)),
      now: clock.now(),
    });
    return reply.status(201).send(account);
  });

  app.patch('/api/users/:id', { schema: { params: idParam, body: updateAdminInput } }, (request) =>
    setAdminActive({
      db,
      id: request.params.id,
      isActive: request.body.isActive,
      actor: actorOf(requireAdmin(request)),
      now: clock.now(),
    }),
  );
};
