import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { settings } from './settings.table.ts';
import { ORGANISATION_NAME_KEY } from './settings.service.ts';

/**
 * On start: the organisation's name from ORGANIZATION_NAME, written once, when Settings has none.
 * A name changed in Settings is never overwritten; insert-if-absent lets several instances start
 * together without racing.
 */
export async function seedOrganisationSettings(options: {
  db: Database;
  config: Pick<Config, 'organisation'>;
  now: Date;
}): Promise<void> {
  const { db, config, now } = options;
  await db
    .insert(settings)
    .values({ key: ORGANISATION_NAME_KEY, value: config.organisation.name, updatedAt: now })
    .onConflictDoNothing({ target: settings.key });
}
