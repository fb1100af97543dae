import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS, fromPglite, type DatabaseHandle } from '../../db/client.ts';
import { copyOfMigrations } from '../../../../tests/migrations-folder.ts';
import { createDocument } from '../../demo/factories.ts';

/**
 * Migration 0014 moves each request's one signer into signature_recipients (ADR 020): a database
 * with requests of the old shape is migrated, and every signer arrives with their link, reminders,
 * signature and decline reason, and owns the request's events.
 */
const RECIPIENTS_MIGRATION = 14;
let handle: DatabaseHandle;
let folder: string;

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const migrateWith = (migrations: string) =>
  migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrations });

beforeAll(async () => {
  handle = fromPglite(await PGlite.create(PGLITE_OPTIONS), 'migration test in memory');
  folder = copyOfMigrations(RECIPIENTS_MIGRATION);
  await migrateWith(folder);
});
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0014: one signer per request becomes its first recipient', () => {
  it('keeps every signer, link, reminder, signature and event', async () => {
    const { db } = handle;
    const signed = await createDocument(db);
    const declined = await createDocument(db);
    const opened = await createDocument(db);
    const [signedRequest] = (await rowsOf(sql`
        insert into signature_requests (document_id, provider, token_hash, signer_name,
          signer_email, subject, status, content_hash, signature_name, signature_title,
          expires_at, reminders_sent, sent_at, delivered_at, completed_at)
        values (${signed.id}, 'builtin', 'hash-signed', 'Dana Ortiz', 'dana@example.org',
          'Please sign', 'completed', 'aa', 'Dana Q. Ortiz', 'CEO',
          '2026-02-14T09:00:00Z', 2, '2026-01-15T09:00:00Z', '2026-01-16T09:00:00Z',
          '2026-01-17T09:00:00Z')
        returning id`)) as { id: string }[];
    await db.execute(sql`
      insert into signature_requests (document_id, provider, token_hash, signer_name,
        signer_email, subject, status, content_hash, decline_reason, declined_at,
        next_reminder_at)
      values (${declined.id}, 'builtin', 'hash-declined', 'Sam Lee', 'sam@example.org',
        'Please sign', 'declined', 'bb', 'Clause 4', '2026-01-18T09:00:00Z', null)`);
    await db.execute(sql`
      insert into signature_requests (document_id, provider, token_hash, signer_name,
        signer_email, subject, status, content_hash, delivered_at, next_reminder_at)
      values (${opened.id}, 'builtin', 'hash-opened', 'Ana Ruiz', 'ana@example.org',
        'Please sign', 'delivered', 'cc', '2026-01-16T09:00:00Z', '2026-01-18T09:00:00Z')`);
    await db.execute(sql`
      insert into signature_events (request_id, type, at)
      values (${signedRequest!.id}, 'sent', '2026-01-15T09:00:00Z'),
        (${signedRequest!.id}, 'completed', '2026-01-17T09:00:00Z')`);

    const folderNow = copyOfMigrations();
    await migrateWith(folderNow);
    rmSync(folderNow, { recursive: true, force: true });

    const recipients = await rowsOf(sql`
        select r.name, r.email, r.role, r.routing_order, r.position, r.status, r.token_hash,
          r.signature_name, r.signature_title, r.decline_reason, r.reminders_sent,
          r.next_reminder_at is not null as has_reminder
        from signature_recipients r order by r.email`);
    expect(recipients).toEqual([
      expect.objectContaining({
        email: 'ana@example.org',
        status: 'viewed',
        token_hash: 'hash-opened',
        has_reminder: true,
      }),
      expect.objectContaining({
        email: 'dana@example.org',
        name: 'Dana Ortiz',
        role: 'signer',
        routing_order: 1,
        position: 1,
        status: 'signed',
        token_hash: 'hash-signed',
        signature_name: 'Dana Q. Ortiz',
        signature_title: 'CEO',
        reminders_sent: 2,
      }),
      expect.objectContaining({
        email: 'sam@example.org',
        status: 'declined',
        decline_reason: 'Clause 4',
      }),
    ]);
    const events = await rowsOf(sql`
        select e.type, r.email from signature_events e
        join signature_recipients r on r.id = e.recipient_id order by e.at`);
    expect(events).toEqual([
      { type: 'sent', email: 'dana@example.org' },
      { type: 'completed', email: 'dana@example.org' },
    ]);
    const columns = await rowsOf(sql`
        select column_name from information_schema.columns
        where table_name = 'signature_requests' and column_name in ('token_hash', 'signer_email')`);
    expect(columns).toEqual([]);
  });
});
