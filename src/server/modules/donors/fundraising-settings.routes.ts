import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundraisingSettingsInput } from '../../../domain/settings/settings.ts';
import { settingsDto } from '../../../domain/settings/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { updateFundraisingSettings } from './update-fundraising-settings.ts';

/**
 * The EIN on gift receipts and the donor lapse period, kept with the other settings but owned by
 * the CRM: a new period re-derives every donor's status in the same transaction
 * (update-fundraising-settings.ts). It lives here, not in settings, because settings is a
 * platform module and must not import a feature (ADR 044).
 */
export const fundraisingSettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const esignProvider = deps.esign.name;

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
        ...staffAction(request, clock),
      }),
  );
};
