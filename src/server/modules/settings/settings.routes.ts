import { fieldError } from '../../http/app-error.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordInput,
  fundraisingSettingsInput,
  organisationSettingsInput,
} from '../../../domain/settings.ts';
import { settingsDto } from '../../../domain/settings-dtos.ts';
import { noContent } from '../../http/response-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  changeOwnPassword,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../auth/change-password.service.ts';
import { updateFundraisingSettings } from '../donors/update-fundraising-settings.ts';
import { adminAccountsRoutes } from './admin-accounts.routes.ts';
import { getSettings, updateOrganisationSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const esignProvider = deps.esign.name;

  // Every signed-in person reads them: the organisation's name, and the CRM's lapse period and EIN.
  app.get(
    '/api/settings',
    {
      config: { permission: 'signed-in', openDuringTwoFactorSetup: true },
      schema: { response: { 200: settingsDto } },
    },
    () => getSettings({ db, config, esignProvider }),
  );

  app.patch(
    '/api/settings',
    {
      config: { permission: 'owner' },
      schema: { body: organisationSettingsInput, response: { 200: settingsDto } },
    },
    (request) =>
      updateOrganisationSettings({
        db,
        config,
        esignProvider,
        input: request.body,
        actor: actorOf(requireAdmin(request)),
        now: clock.now(),
      }),
  );

  // The EIN on gift receipts and the donor lapse period. A new period re-derives every donor's
  // status in the same transaction (donors/update-fundraising-settings.ts).
  app.patch(
    '/api/settings/fundraising',
    {
      config: { permission: 'fundraising' },
      schema: { body: fundraisingSettingsInput, response: { 200: settingsDto } },
    },
    (request) =>
      updateFundraisingSettings({
        db,
        config,
        esignProvider,
        input: request.body,
        actor: actorOf(requireAdmin(request)),
        now: clock.now(),
      }),
  );

  app.post(
    '/api/settings/password',
    {
      config: { permission: 'signed-in' },
      schema: { body: changePasswordInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      const result = await changeOwnPassword({
        db,
        session: requireAdmin(request),
        input: request.body,
        now: clock.now(),
      });
      if (result === 'wrong-current-password') {
        throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      return reply.status(204).send(null);
    },
  );

  await app.register(adminAccountsRoutes, { deps });
};
