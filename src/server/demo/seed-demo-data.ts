import { asc, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '../../domain/auth/dtos.ts';
import { partnerInput } from '../../domain/partners/partners.ts';
import { templateInput } from '../../domain/templates/templates.ts';
import type { TemplateDto } from '../../domain/templates/dtos.ts';
import { todayIsoDate } from '../../domain/common/calendar-day.ts';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import { ndaDocuments } from '../modules/documents/public.ts';
import { expireEndedDocuments } from '../modules/documents/expire-documents.ts';
import { createPartner } from '../modules/partners/partners.service.ts';
import { partners } from '../modules/partners/public.ts';
import { createTemplate } from '../modules/templates/templates.service.ts';
import { DEMO_ENROLLMENT_TEMPLATES } from './demo-enrollment-templates.ts';
import { DEMO_PARTNERS, DEMO_TEMPLATES } from './demo-content.ts';
import { DEMO_DOCUMENTS, seedDemoDocument } from './demo-documents.ts';
import { seedDemoDonors } from './demo-donors.ts';
import { seedDemoPdfTemplate } from './demo-pdf-template.ts';
import { seedDemoVisits } from './demo-visits.ts';
import { seedDemoWaitingList } from './demo-waiting-list.ts';
import { markDemoRecords } from './mark-demo-records.ts';

/** Several instances may start together on one PostgreSQL: only one seeds. */
export const DEMO_DATA_LOCK_KEY = 728_305_002;

/**
 * Who sends the demo NDAs and signs the audit entries: the first admin, which start-up has just
 * created. The audit log names real accounts only.
 */
async function findDemoSender(tx: Transaction): Promise<AdminUser> {
  const [admin] = await tx
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      roles: users.roles,
    })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) throw new Error('Demo data needs an admin to send its NDAs; create one first.');
  return admin;
}

/**
 * Fills an empty database with a small, believable organisation: partners, templates and NDAs in
 * every state, families on both campuses' waiting lists, donors, and visits with bookings. The
 * NDAs go through the same use cases as real work (demo-documents.ts), so their links, signing
 * requests and signed PDFs are real; their mail stays in the outbox, never delivered, and every
 * record is marked as demo (mark-demo-records.ts), so no later job mails anyone about it either.
 * Everything commits together (the use cases' own transactions nest as savepoints). Does nothing
 * when any partner or document exists. Returns whether it seeded.
 */
export async function seedDemoData(options: {
  db: Database;
  config: Config;
  now: Date;
}): Promise<boolean> {
  const { db, now } = options;
  // Demo mail is kept in the outbox, never delivered: its addresses are made up.
  const config: Config = {
    ...options.config,
    mail: { ...options.config.mail, smtpUrl: undefined },
  };
  const today = todayIsoDate(now);
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        partners: sql<number>`(select count(*)::int from ${partners})`,
        documents: sql<number>`(select count(*)::int from ${ndaDocuments})`,
      })
      .from(sql`(select 1) as one`);
    if ((counts?.partners ?? 0) > 0 || (counts?.documents ?? 0) > 0) return false;

    const sender = await findDemoSender(tx);
    const context = { db: tx, config, sender, now };
    // Templates and partners exist before the oldest demo NDA (520 days old).
    const start = new Date(now.getTime() - 600 * 86_400_000);
    const templates: TemplateDto[] = [];
    for (const template of DEMO_TEMPLATES) {
      const input = templateInput.parse(template);
      templates.push(await createTemplate({ db: tx, input, actor: sender, now: start }));
    }
    // Admissions sends these to families; no NDA is made from them.
    for (const template of DEMO_ENROLLMENT_TEMPLATES) {
      const input = templateInput.parse(template);
      await createTemplate({ db: tx, input, actor: sender, now: start });
    }
    const partnerRows = [];
    for (const partner of DEMO_PARTNERS) {
      const input = partnerInput.parse(partner);
      partnerRows.push(await createPartner({ db: tx, input, actor: sender, now: start }));
    }

    // The hospital's agreements use the healthcare template (HIPAA clause) when there is one.
    const healthcare = templates.find((template) => /health/i.test(template.name));
    const others = templates.filter((template) => template !== healthcare);
    const general = others.length > 0 ? others : templates;
    for (const [index, item] of DEMO_DOCUMENTS.entries()) {
      const partner = partnerRows[item.partner % partnerRows.length]!;
      const template = (item.partner === 0 && healthcare) || general[index % general.length]!;
      await seedDemoDocument(context, item, partner, template, today);
    }
    await seedDemoPdfTemplate(tx, start);
    // The signed NDAs whose term has ended become Expired, as the hourly sweep would make them.
    await expireEndedDocuments({ db: tx, now });
    const families = await seedDemoWaitingList(tx, now);
    const donors = await seedDemoDonors(tx, now);
    const visitors = await seedDemoVisits(tx, sender, now);
    await markDemoRecords(tx, { families: [...families, ...visitors], donors });
    return true;
  });
}
