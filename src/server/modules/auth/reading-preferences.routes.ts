import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  readingPreferencesSchema,
  storedReadingPreferencesSchema,
} from '../../../domain/site/reading-preferences-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import {
  getOwnReadingPreferences,
  saveOwnReadingPreferences,
} from './reading-preferences.service.ts';

/** A person's own account: reachable while a required second step is still to be set up. */
const OWN_ACCOUNT = { permission: 'signed-in', openDuringTwoFactorSetup: true } as const;

/** The signed-in person's own reading preferences (ADR 008), the same on every device. */
export const readingPreferencesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get(
    '/api/account/reading-preferences',
    { config: OWN_ACCOUNT, schema: { response: { 200: storedReadingPreferencesSchema } } },
    (request) => getOwnReadingPreferences(db, requireAdmin(request).user.id),
  );

  app.put(
    '/api/account/reading-preferences',
    {
      config: OWN_ACCOUNT,
      schema: { body: readingPreferencesSchema, response: { 200: readingPreferencesSchema } },
    },
    (request) =>
      saveOwnReadingPreferences({
        db,
        userId: requireAdmin(request).user.id,
        preferences: request.body,
        now: clock.now(),
      }),
  );
};
