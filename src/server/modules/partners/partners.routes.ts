import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerInput, updatePartnerInput } from '../../../domain/partners.ts';
import { idParam } from '../../../domain/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  createPartner,
  deletePartner,
  getPartnerDetail,
  listPartners,
  updatePartner,
} from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get('/api/partners', () => listPartners({ db }));

  app.post('/api/partners', { schema: { body: partnerInput } }, async (request, reply) => {
    const partner = await createPartner({
      db,
      input: request.body,
      actor: actorOf(requireAdmin(request)),
      now: clock.now(),
    });
    return reply.status(201).send(partner);
  });

  app.get('/api/partners/:id', { schema: { params: idParam } }, (request) =>
    getPartnerDetail({ db, id: request.params.id }),
  );

  app.patch(
    '/api/partners/:id',
    { schema: { params: idParam, body: updatePartnerInput } },
    (request) =>
      updatePartner({
        db,
        id: request.params.id,
        input: request.body,
        actor: actorOf(requireAdmin(request)),
        now: clock.now(),
      }),
  );

  app.delete('/api/partners/:id', { schema: { params: idParam } }, async (request, reply) => {
    await deletePartner({
      db,
      id: request.params.id,
      actor: actorOf(requireAdmin(request)),
      now: clock.now(),
    });
    return reply.status(204).send();
  });
};
