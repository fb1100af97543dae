import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { createDocument } from '../../src/server/demo/factories.ts';
import { admissionOffers } from '../../src/server/modules/admissions/admissions.table.ts';
import { emailCampaigns } from '../../src/server/modules/donors/donors.table.ts';
import { ndaDocuments } from '../../src/server/modules/documents/public.ts';
import { signatureRecipients } from '../../src/server/modules/esign/esign.table.ts';
import { outbox } from '../../src/server/modules/mail/mail.table.ts';
import { waitingList } from '../../src/server/modules/waiting-list/public.ts';
import type { ServerProcess } from '../server-process.ts';
import { request } from './fault-run.ts';

/** How much work of each kind the two-instance test hands to the background jobs. */
export const WORK = {
  expiringDocuments: 10,
  signatureRequests: 8,
  donors: 5,
  campaigns: 3,
  // Seats offered whose deadline passes; as many families again wait next in line.
  seatOffers: 3,
};

export type WorkIds = {
  expiring: string[];
  requests: string[];
  campaigns: string[];
  seatGroup: string;
};

async function expectCreated(
  answer: Promise<{ status: number; body: unknown }>,
  what: string,
  status = 201,
): Promise<{ id?: string; envelopeId?: string }> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body as { id?: string; envelopeId?: string };
}

/**
 * Work that is not yet due, made through both instances where an API exists: documents that
 * will expire, built-in signature requests (each mails an invitation) and scheduled campaigns
 * to a segment of donors.
 */
export async function prepareWork(options: {
  db: Database;
  servers: [ServerProcess, ServerProcess];
  headers: Record<string, string>;
}): Promise<WorkIds> {
  const { db, servers, headers } = options;
  const via = (index: number) => servers[index % 2]!.url;
  const ids: WorkIds = { expiring: [], requests: [], campaigns: [], seatGroup: '' };
  for (let index = 0; index < WORK.expiringDocuments; index += 1) {
    ids.expiring.push((await createDocument(db, { status: 'sent' })).id);
  }
  for (let index = 0; index < WORK.signatureRequests; index += 1) {
    const document = await createDocument(db, { title: `Reminder NDA ${index}` });
    const url = `/api/docusign/send/${document.id}`;
    const sent = await expectCreated(request(via(index), 'POST', url, { headers, body: {} }), url);
    ids.requests.push(sent.envelopeId!);
  }
  for (let index = 0; index < WORK.donors; index += 1) {
    const body = {
      firstName: 'Fault',
      lastName: `Donor ${index}`,
      email: `fault-donor-${index}@example.org`,
      donorType: 'individual',
    };
    const donor = await expectCreated(
      request(via(index), 'POST', '/api/donors', { headers, body }),
      'donor',
    );
    // A donor is someone who gave: the status follows the first completed gift.
    const gift = {
      donorId: donor.id,
      amountCents: 5_000,
      donationType: 'one-time',
      status: 'completed',
    };
    await expectCreated(
      request(via(index + 1), 'POST', '/api/donations', { headers, body: gift }),
      'gift',
    );
  }
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  for (let index = 0; index < WORK.campaigns; index += 1) {
    const body = {
      name: `Fault campaign ${index}`,
      subject: `Fault campaign ${index}`,
      content: 'Thank you for your support.',
      segment: { statuses: ['donor'] },
    };
    const created = await expectCreated(
      request(via(index), 'POST', '/api/email-campaigns', { headers, body }),
      'campaign',
    );
    const url = `/api/email-campaigns/${created.id}/schedule`;
    const schedule = { headers, body: { scheduledFor: inAnHour } };
    await expectCreated(request(via(index + 1), 'POST', url, schedule), url, 200);
    ids.campaigns.push(created.id!);
  }
  ids.seatGroup = await prepareSeatOffers(db, via, headers);
  return ids;
}

/**
 * Seats for the 9th grade in summer, families for twice as many, and an offer per seat made
 * through the API: when their deadline passes, each offer must lapse once and its seat go to
 * one next family, whichever instance's job finds it.
 */
async function prepareSeatOffers(
  db: Database,
  via: (index: number) => string,
  headers: Record<string, string>,
): Promise<string> {
  const seats = {
    campus: 'k12',
    gradeOrProgram: '9th-grade',
    startTerm: 'summer-2028',
    capacity: WORK.seatOffers,
  };
  const group = await expectCreated(
    request(via(0), 'PUT', '/api/admissions/seat-groups', { headers, body: seats }),
    'seats',
    200,
  );
  for (let index = 0; index < 2 * WORK.seatOffers; index += 1) {
    await db.insert(waitingList).values({
      campus: 'k12',
      firstName: 'Fault',
      lastName: `Family ${index}`,
      email: `fault-family-${index}@example.org`,
      gradeLevel: '9th-grade',
      enrollmentPreference: 'summer-2028',
      createdAt: new Date(Date.now() - (100 - index) * 1000),
    });
  }
  const url = `/api/admissions/seat-groups/${group.id}/offers`;
  const body = { count: WORK.seatOffers };
  await expectCreated(request(via(1), 'POST', url, { headers, body }), url);
  return group.id!;
}

/** Makes every piece of work due in one transaction, so both instances find it at once. */
export async function makeAllDue(db: Database, ids: WorkIds): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(ndaDocuments)
      .set({ effectiveDate: '2019-07-01', expirationDate: '2020-06-30' })
      .where(inArray(ndaDocuments.id, ids.expiring));
    await tx
      .update(signatureRecipients)
      .set({ nextReminderAt: sql`now() - interval '1 minute'` })
      .where(inArray(signatureRecipients.requestId, ids.requests));
    await tx
      .update(emailCampaigns)
      .set({ scheduledFor: sql`now() - interval '1 minute'` })
      .where(inArray(emailCampaigns.id, ids.campaigns));
    await tx
      .update(admissionOffers)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(admissionOffers.seatGroupId, ids.seatGroup));
  });
}

/** The seat group's offers by status: lapsed ones and the open ones that replaced them. */
export async function seatOffersByStatus(db: Database, seatGroupId: string) {
  const rows = await db
    .select({ status: admissionOffers.status, n: count() })
    .from(admissionOffers)
    .where(eq(admissionOffers.seatGroupId, seatGroupId))
    .groupBy(admissionOffers.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/**
 * True once every document expired, every signer was reminded, every campaign went out, every
 * seat offer lapsed and the outbox has nothing left to deliver.
 */
export async function isAllWorkDone(db: Database, ids: WorkIds): Promise<boolean> {
  const number = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const n = { n: count() };
  return (
    (await number(
      db
        .select(n)
        .from(ndaDocuments)
        .where(and(inArray(ndaDocuments.id, ids.expiring), eq(ndaDocuments.status, 'expired'))),
    )) === WORK.expiringDocuments &&
    (await number(
      db
        .select(n)
        .from(signatureRecipients)
        .where(
          and(
            inArray(signatureRecipients.requestId, ids.requests),
            eq(signatureRecipients.remindersSent, 1),
          ),
        ),
    )) === WORK.signatureRequests &&
    (await number(
      db
        .select(n)
        .from(emailCampaigns)
        .where(and(inArray(emailCampaigns.id, ids.campaigns), eq(emailCampaigns.status, 'sent'))),
    )) === WORK.campaigns &&
    (await seatOffersByStatus(db, ids.seatGroup)).lapsed === WORK.seatOffers &&
    (await number(db.select(n).from(outbox).where(eq(outbox.status, 'pending')))) === 0
  );
}

/** Sums the counts the background jobs log ("Marked 3 NDA(s) …") in one instance's output. */
export function workDoneBy(server: ServerProcess) {
  const sum = (pattern: RegExp) =>
    [...server.output().matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return {
    expired: sum(/Marked (\d+) NDA\(s\)/g),
    reminders: sum(/Queued (\d+) signing reminder/g),
    campaigns: sum(/Sent (\d+) scheduled email campaign/g),
    lapsedOffers: sum(/Admission offers: (\d+) passed their deadline/g),
    mails: sum(/Mail: sent (\d+) message/g),
  };
}
