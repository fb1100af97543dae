import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import { adminAccountDto, newAdminAccountDto } from '../../../domain/settings/dtos.ts';
import { createAdminInput, updateAdminInput } from '../../../domain/settings/settings.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import {
  addAdminAccount,
  inviteAgain,
  listAdminAccounts,
  updateAdminAccount,
} from '../auth/admin-accounts.service.ts';

/** The admin accounts section of the Settings page. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.get(
    '/api/users',
    { config: { permission: 'owner' }, schema: { response: { 200: z.array(adminAccountDto) } } },
    () => listAdminAccounts({ db }),
  );

  app.post(
    '/api/users',
    {
      config: { permission: 'owner' },
      schema: { body: createAdminInput, response: { 201: newAdminAccountDto } },
    },
    async (request, reply) => {
      const account = await addAdminAccount({
        db,
        input: request.body,
        ...staffAction(request, clock),
        mail: { publicUrl: config.publicUrl, canDeliverMail: canDeliverMail(config.mail) },
      });
      return reply.status(201).send(account);
    },
  );

  // A new invitation link for someone who never chose a password (the old link stops working).
  app.post(
    '/api/users/:id/invitation',
    {
      config: { permission: 'owner' },
      schema: { params: idParam, response: { 200: linkDelivery } },
    },
    (request) =>
      inviteAgain({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
        mail: { publicUrl: config.publicUrl, canDeliverMail: canDeliverMail(config.mail) },
      }),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { permission: 'owner' },
      schema: { params: idParam, body: updateAdminInput, response: { 200: adminAccountDto } },
    },
    (request) =>
      updateAdminAccount({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );
};
