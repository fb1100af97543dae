import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ConnectDeliveriesDto } from '../../../domain/settings/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { settings } from './settings.table.ts';

/** Two facts kept in the settings table under their own keys; nobody edits them. */
const RECEIVED_KEY = 'docusign-connect-last-received';
const REFUSED_KEY = 'docusign-connect-last-refused';

/**
 * Refusals are written by unauthenticated requests, so at most one per minute is recorded: a flood
 * of bad messages costs one write a minute, and the newest reason is never more than a minute old.
 */
const REFUSAL_RECORD_INTERVAL_MS = 60_000;

type Received = NonNullable<ConnectDeliveriesDto['lastReceived']>;
type Refused = NonNullable<ConnectDeliveriesDto['lastRefused']>;

/** A verified message (its JSON SIM event name, e.g. "envelope-completed"). */
export async function recordConnectReceived(options: {
  db: Database;
  event: string;
  now: Date;
}): Promise<void> {
  const { db, now } = options;
  const value: Received = { at: now.toISOString(), event: options.event };
  await db
    .insert(settings)
    .values({ key: RECEIVED_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** A refused message and why, as the admin setting Connect up needs to read it. */
export async function recordConnectRefused(options: {
  db: Database;
  reason: string;
  now: Date;
}): Promise<void> {
  const { db, now } = options;
  const value: Refused = { at: now.toISOString(), reason: options.reason };
  await db
    .insert(settings)
    .values({ key: REFUSED_KEY, value, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: now },
      setWhere: and(
        eq(settings.key, REFUSED_KEY),
        lt(settings.updatedAt, new Date(now.getTime() - REFUSAL_RECORD_INTERVAL_MS)),
      ),
    });
}

export async function getConnectDeliveries(
  db: Database | Transaction,
): Promise<ConnectDeliveriesDto> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [RECEIVED_KEY, REFUSED_KEY]));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return {
    lastReceived: valueOf(RECEIVED_KEY) as Received | null,
    lastRefused: valueOf(REFUSED_KEY) as Refused | null,
  };
}
