import type { z } from 'zod';
import type { EsignProvider } from '../../../domain/esign/esign.ts';
import type { fundraisingSettingsInput } from '../../../domain/settings/settings.ts';
import type { SettingsDto } from '../../../domain/settings/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  FUNDRAISING_KEYS,
  getFundraisingSettings,
  writeFundraisingSetting,
} from '../settings/fundraising-settings.ts';
import { getSettings } from '../settings/settings.service.ts';
import { refreshLapsedDonors } from './lapse-donors.ts';

/**
 * PATCH /api/settings/fundraising. A new lapse period re-derives the donors it moves in this
 * transaction, so the CRM never shows a status by the old period after the page says "saved".
 */
export async function updateFundraisingSettings(options: {
  db: Database;
  config: Config;
  esignProvider: EsignProvider;
  input: z.output<typeof fundraisingSettingsInput>;
  actor: AuditActor;
  now: Date;
}): Promise<SettingsDto> {
  const { actor, input, now, config, esignProvider } = options;
  return options.db.transaction(async (tx) => {
    const before = await getFundraisingSettings(tx);
    const fields = (Object.keys(FUNDRAISING_KEYS) as (keyof typeof FUNDRAISING_KEYS)[]).filter(
      (field) => input[field] !== undefined && input[field] !== before[field],
    );
    for (const field of fields) {
      await writeFundraisingSetting({
        db: tx,
        key: FUNDRAISING_KEYS[field],
        value: input[field] as string | number | null,
        now,
      });
    }
    if (fields.includes('donorLapseMonths')) await refreshLapsedDonors({ db: tx, now });
    if (fields.length > 0) {
      await recordAudit({
        db: tx,
        actor,
        action: 'update',
        entity: 'settings',
        entityId: 'fundraising',
        details: {
          fields,
          from: Object.fromEntries(fields.map((field) => [field, before[field]])),
          to: Object.fromEntries(fields.map((field) => [field, input[field]])),
        },
        at: now,
      });
    }
    return getSettings({ db: tx, config, esignProvider });
  });
}
