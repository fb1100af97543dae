import { fieldError } from '../../http/app-error.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordInput,
  organisationSettingsInput,
} from '../../../domain/settings/settings.ts';
import { settingsDto } from '../../../domain/settings/dtos.ts';
import { noContent } from '../../http/response-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { staffAction } from '../../http/staff-action.ts';
import {
  changeOwnPassword,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../auth/change-password.service.ts';
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
        ...staffAction(request, clock),
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
