import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EsignProvider } from '../../../domain/esign/esign.ts';
import {
  DEFAULT_ORGANISATION_NAME,
  type organisationSettingsInput,
} from '../../../domain/settings/settings.ts';
import type { SettingsDto } from '../../../domain/settings/dtos.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { getConnectDeliveries } from './docusign-connect-deliveries.ts';
import { describeMailSetup } from '../mail/mail-status.ts';
import { getFundraisingSettings } from './fundraising-settings.ts';
import { settings } from './settings.table.ts';

export const ORGANISATION_NAME_KEY = 'organisationName';

export async function readSetting<T>(
  db: Database | Transaction,
  key: string,
): Promise<T | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(options: {
  db: Database | Transaction;
  key: string;
  value: unknown;
  now: Date;
}): Promise<void> {
  await options.db
    .insert(settings)
    .values({ key: options.key, value: options.value, updatedAt: options.now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: options.value, updatedAt: options.now },
    });
}

/** The name that replaces [COMPANY] in agreements (Settings; ORGANIZATION_NAME on first start). */
export async function getOrganisationName(db: Database | Transaction): Promise<string> {
  return readOrganisationName(await readSetting<string>(db, ORGANISATION_NAME_KEY));
}

/** The organisation's name as a subquery, for reads that want it in the same round trip. */
export const organisationNameColumn = sql<string | null>`(select ${settings.value} #>> '{}'
  from ${settings} where ${settings.key} = ${ORGANISATION_NAME_KEY})`;

export const readOrganisationName = (value: string | null | undefined): string =>
  value ?? DEFAULT_ORGANISATION_NAME;

/**
 * The provider that sends new requests (deps.esign, chosen at start), not a guess from the
 * settings: the page must name the one actually in use.
 */
async function describeEsignSetup(
  db: Database | Transaction,
  provider: EsignProvider,
): Promise<SettingsDto['esign']> {
  return provider === 'docusign'
    ? {
        provider,
        description:
          'DocuSign: signature requests are sent from the DocuSign account set in the DOCUSIGN_* settings.',
        connect: await getConnectDeliveries(db),
      }
    : {
        provider,
        description: 'Built-in e-signature (DocuSign is not configured).',
        connect: null,
      };
}

export async function getSettings(options: {
  db: Database | Transaction;
  config: Config;
  esignProvider: EsignProvider;
}): Promise<SettingsDto> {
  return {
    organisationName: await getOrganisationName(options.db),
    mail: describeMailSetup(options.config.mail),
    esign: await describeEsignSetup(options.db, options.esignProvider),
    fundraising: await getFundraisingSettings(options.db),
  };
}

export async function updateOrganisationSettings(options: {
  db: Database;
  config: Config;
  esignProvider: EsignProvider;
  input: z.output<typeof organisationSettingsInput>;
  actor: AuditActor;
  now: Date;
}): Promise<SettingsDto> {
  const { actor, input, now, config, esignProvider } = options;
  return options.db.transaction(async (tx) => {
    const before = await getOrganisationName(tx);
    if (before === input.organisationName) return getSettings({ db: tx, config, esignProvider });
    await writeSetting({ db: tx, key: ORGANISATION_NAME_KEY, value: input.organisationName, now });
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'settings',
      entityId: ORGANISATION_NAME_KEY,
      details: { fields: ['organisationName'], from: before, to: input.organisationName },
      at: now,
    });
    return getSettings({ db: tx, config, esignProvider });
  });
}
