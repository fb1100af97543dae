import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/server/db/client.ts';
import { createDocument, createPartner } from '../src/server/demo/factories.ts';
import { seedDemoData } from '../src/server/demo/seed-demo-data.ts';
import {
  accountLinks,
  authChallenges,
  passkeys,
  recoveryCodes,
} from '../src/server/modules/auth/account-security.table.ts';
import { uploads } from '../src/server/modules/uploads/uploads.table.ts';
import { paymentEvents } from '../src/server/modules/giving/giving.table.ts';
import { recurringGifts } from '../src/server/modules/giving/public.ts';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { giftForm, submitGift } from './giving-helpers.ts';
import { checksumLine } from '../src/server/modules/backups/backup-format.ts';
import { listTables, queryRows } from '../src/server/modules/backups/database-objects.ts';
import { seedOrganisationSettings } from '../src/server/modules/settings/seed-organisation-settings.ts';
import { addDonor, addGift, crmApi } from './crm-helpers.ts';
import {
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from './esign-test-helpers.ts';
import { signInAsNewAdmin, TEST_PASSWORD, type TestApp } from './test-app.ts';
import { fillDataRoomTables } from './data-room-fixture.ts';
import { fillEnvelopePdfTables } from './envelope-pdf-fixture.ts';
import { fillDonorPortalTables } from './donor-portal-fixture.ts';
import { fillHouseholdCreditTables } from './household-credit-fixture.ts';
import { fillEmailSuppressionTable } from './email-suppression-fixture.ts';
import { fillVisitTables } from './visits-fixture.ts';
import { pngSample, uploadPaper } from './paper-samples.ts';
import { k12Form, statusTokenOf, submitForm } from './waiting-list-helpers.ts';

/** What a restored copy must still honour: the secrets people hold, and what they point at. */
export type Keepsakes = {
  username: string;
  password: string;
  sessionHeaders: Record<string, string>;
  statusToken: string;
  offerToken: string;
  shareToken: string;
  signedDocumentId: string;
  signedPdfSha256: string;
};

const ok = (response: { statusCode: number; body: string }, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

/**
 * Demo data plus one of every kind of record, made through the real endpoints where a person
 * would make it (a signed NDA with its sealed PDF, gifts and a letter, a family with its status
 * and offer links, a shared document with a comment and an edit, a campaign, sessions, a visit),
 * and inserted directly for the sign-in secrets no test can make without a device (passkeys), the
 * table no route writes yet (uploads), what only Stripe's webhook writes (monthly plans, its
 * event log) and a visit's booking (its public routes are tested on their own).
 */
export async function fillEveryTable(t: TestApp): Promise<Keepsakes> {
  const admin = await signInAsNewAdmin(t);
  const { headers } = admin;
  const now = t.clock.now();
  await seedOrganisationSettings({ db: t.db, config: t.config, now });
  await seedDemoData({ db: t.db, config: t.config, now });

  // A family on the waiting list, offered a seat.
  const entry = await submitForm(
    t,
    k12Form({ gradeLevel: '3rd-grade', enrollmentPreference: 'fall-2027' }),
  );
  ok(entry, 201);
  const entryId = (entry.json() as { id: string }).id;
  const statusToken = await statusTokenOf(t, entryId);
  const group = await t.app.inject({
    method: 'PUT',
    url: '/api/admissions/seat-groups',
    headers,
    payload: { campus: 'k12', gradeOrProgram: '3rd-grade', startTerm: 'fall-2027', capacity: 1 },
  });
  ok(group);
  const offered = await t.app.inject({
    method: 'POST',
    url: `/api/admissions/seat-groups/${(group.json() as { id: string }).id}/offers/family`,
    headers,
    payload: { entryId, reason: 'Backup proof' },
  });
  ok(offered, 201);
  const offerMail = await queryRows<{ text: string }>(
    t.db,
    sql`select text from outbox where related_id = ${entryId} and text like '%/waiting-list/offer/%'`,
  );
  const offerToken = /\/waiting-list\/offer\/([\w-]+)/.exec(offerMail[0]!.text)![1]!;
  // A paper the family sent (bytes in the database), and a form saved but not sent.
  ok(await uploadPaper(t, statusToken, { name: 'evaluation.png', data: pngSample() }), 201);
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list/saved',
      payload: {
        campus: 'bridge',
        language: 'es',
        email: 'saved.backup@example.org',
        answers: { firstName: 'Ana', studentNeeds: 'Le ayuda leer en voz alta.' },
      },
    }),
    201,
  );

  // An NDA signed by its partner, sealed.
  const partner = await createPartner(t.db, { companyName: 'Backup Robotics' });
  const document = await createDocument(t.db, { partnerId: partner.id, title: 'Backup NDA' });
  ok(await sendForSignature(t, headers, document.id), 201);
  const signingToken = await signingTokenFor(t, partner.email!);
  const signer = newConnection();
  await openSigningLink(t, signingToken, signer);
  ok(await signWith(t, signingToken, signer, typedSignature('Dana Ortiz')));
  const pdf = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
  ok(pdf);

  // A document shared for editing: a comment and a new version through the link.
  const shared = await createDocument(t.db, { partnerId: partner.id, title: 'Shared draft' });
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${shared.id}/share`,
    headers,
    payload: { accessLevel: 'edit', expiresAt: null },
  });
  ok(link, 201);
  const shareToken = (link.json() as { shareToken: string }).shareToken;
  const author = { authorName: 'Kim Park', authorEmail: 'kim@partner.example.org' };
  ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${shared.id}/comments`,
      payload: { shareToken, content: 'Clause 3 needs a date.', ...author },
    }),
    201,
  );
  ok(
    await t.app.inject({
      method: 'PUT',
      url: `/api/shared/${shareToken}/content`,
      payload: { content: 'Edited through the link.', ...author },
    }),
  );
  // A few views: the link's view count is its viewed rows in the activity feed.
  for (let view = 0; view < 3; view++) {
    ok(await t.app.inject({ url: `/api/shared/${shareToken}` }));
  }

  // A protected link (ADR 049): a mailed code proves the visitor's address, which gives them a
  // pass; their first view makes them a reader of the link.
  const guarded = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${shared.id}/share`,
    headers,
    payload: { name: 'Backup reviewers', verifyEmail: true, allowList: ['partner.example.org'] },
  });
  ok(guarded, 201);
  const guardedToken = (guarded.json() as { shareToken: string }).shareToken;
  const reviewer = 'reviewer@partner.example.org';
  ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/shared/${guardedToken}/email-code`,
      payload: { email: reviewer },
    }),
    202,
  );
  const codeMail = await queryRows<{ text: string }>(
    t.db,
    sql`select text from outbox where "to" = ${reviewer} order by created_at desc limit 1`,
  );
  const code = /^\d{6}$/m.exec(codeMail[0]!.text)![0];
  const checked = await t.app.inject({
    method: 'POST',
    url: `/api/shared/${guardedToken}/email-code/check`,
    payload: { email: reviewer, code },
  });
  ok(checked);
  const visitorPass = (checked.json() as { visitorPass: string }).visitorPass;
  ok(
    await t.app.inject({
      url: `/api/shared/${guardedToken}`,
      headers: { 'x-visitor-pass': visitorPass },
    }),
  );

  // A gift with its acknowledgment letter, and a campaign sent to donors.
  const donor = await addDonor(t, headers, { firstName: 'Zoë' });
  const gift = await addGift(t, headers, { donorId: donor.id, amountCents: 1250_50 });
  const api = crmApi(t, headers);
  // Pledges are offered only with a mailing address for checks (ADR 036).
  ok(
    await api('PATCH', '/api/settings/fundraising', {
      ein: '12-3456789',
      mailingAddress: 'PO Box 4120\nAustin, TX 78765',
    }),
  );
  ok(await api('POST', `/api/donations/${gift.id}/acknowledgment`), 201);
  const campaign = await api('POST', '/api/email-campaigns', {
    name: 'Backup news',
    subject: 'News',
    content: 'Thank you.',
    segment: { statuses: ['donor'] },
  });
  ok(campaign, 201);
  ok(await api('POST', `/api/email-campaigns/${(campaign.json() as { id: string }).id}/send`));
  await fillEmailSuppressionTable(t, headers, donor.id);
  await fillHouseholdCreditTables(t, headers, gift);

  // Online giving: a pledge through the give page; the monthly plan and the processor's event log
  // are written only by Stripe's webhook, so they are inserted as it would write them.
  const pledge = await submitGift(t, giftForm({ email: 'backup.giver@example.org' }));
  ok(pledge, 201);
  await t.db.insert(recurringGifts).values({
    donorId: donor.id,
    subscriptionId: 'sub_backup_proof',
    amountCents: 25_00,
    startedOn: todayIsoDate(now),
  });
  await t.db.insert(paymentEvents).values({ eventId: 'evt_backup_proof', type: 'invoice.paid' });

  await fillDataRoomTables(t, headers, document.id);
  await fillEnvelopePdfTables(t, headers, document.id);
  await fillDonorPortalTables(t, 'backup.giver@example.org');
  await fillVisitTables(t, headers);
  // Today (ADR 053): the morning mail turned on, and an item marked done.
  ok(
    await t.app.inject({
      method: 'PUT',
      url: '/api/today/digest',
      headers,
      payload: { morningDigest: true },
    }),
  );
  ok(await api('POST', '/api/today/done', { key: `gift-not-thanked:${gift.id}:unthanked` }), 204);
  await insertSignInSecrets(t.db, admin.user.id, now);
  return {
    username: admin.user.username,
    password: TEST_PASSWORD,
    sessionHeaders: headers,
    statusToken,
    offerToken,
    shareToken,
    signedDocumentId: document.id,
    signedPdfSha256: createHash('sha256').update(pdf.rawPayload).digest('hex'),
  };
}

async function insertSignInSecrets(db: Database, userId: string, now: Date) {
  const later = new Date(now.getTime() + 3_600_000);
  await db.insert(passkeys).values({
    userId,
    credentialId: randomBytes(16).toString('base64url'),
    publicKey: randomBytes(65).toString('base64url'),
    signCount: 2 ** 40,
    transports: ['usb', 'nfc'],
    name: 'Office key',
    createdAt: now,
  });
  await db.insert(recoveryCodes).values({ userId, codeHash: 'x'.repeat(64) });
  await db.insert(accountLinks).values({
    userId,
    purpose: 'reset',
    tokenHash: randomBytes(32).toString('hex'),
    createdAt: now,
    expiresAt: later,
  });
  // No route writes `uploads` today; a row of it proves binary columns round-trip exactly.
  const data = Buffer.from(randomBytes(3000));
  await db.insert(uploads).values({
    filename: 'scan.pdf',
    mimeType: 'application/pdf',
    size: data.length,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  });
  await db.insert(authChallenges).values({
    userId,
    purpose: 'passkey-registration',
    secret: randomBytes(32).toString('base64url'),
    createdAt: now,
    expiresAt: later,
  });
}

/** Every row of a table as text, in a stable order and time zone, to compare two databases. */
export async function rowsOf(db: Database, table: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const rows = await queryRows<{ row: string }>(
      tx,
      sql`select to_jsonb(t)::text as row from public.${sql.identifier(table)} as t order by 1`,
    );
    return rows.map((entry) => entry.row);
  });
}

/**
 * Each table of the app's schema (and drizzle's migration record) as its row count and the MD5
 * of its rows as text in a stable order: equal before and after means nothing was changed.
 */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (await listTables(tx)).map((name) => ({
      name,
      from: sql`public.${sql.identifier(name)}`,
    }));
    tables.push({ name: 'drizzle.__drizzle_migrations', from: sql`drizzle.__drizzle_migrations` });
    const fingerprints: Record<string, string> = {};
    for (const { name, from } of tables) {
      const [row] = await queryRows<{ rows: number; md5: string }>(
        tx,
        sql`select count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5
            from ${from} as t`,
      );
      fingerprints[name] = `${row!.rows} rows, md5 ${row!.md5}`;
    }
    return fingerprints;
  });
}

/** A backup's text with its checksum line computed again, as if the app had written it so. */
export function resealBackup(text: string): string {
  const body = `${text.trimEnd().split('\n').slice(0, -1).join('\n')}\n`;
  return `${body}${checksumLine(createHash('sha256').update(body).digest('hex'))}\n`;
}
