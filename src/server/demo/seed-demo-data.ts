import { sql } from 'drizzle-orm';
import { addMonthsToIsoDate } from '../../domain/document-rules.ts';
import type { DocumentStatus } from '../../domain/documents.ts';
import { todayIsoDate } from '../../domain/organisation.ts';
import type { Database } from '../db/client.ts';
import { ndaDocuments } from '../modules/documents/documents.table.ts';
import { partners } from '../modules/partners/partners.table.ts';
import { createDocument, createPartner, createTemplate } from './factories.ts';
import { DEMO_PARTNERS, DEMO_TEMPLATES } from './demo-content.ts';
import { seedDemoDonors } from './demo-donors.ts';
import { seedDemoWaitingList } from './demo-waiting-list.ts';

/** Several instances may start together on one PostgreSQL: only one seeds. */
export const DEMO_DATA_LOCK_KEY = 728_305_002;

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const shiftIsoDate = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type DemoDocument = {
  title: string;
  purpose: string;
  /** Index into DEMO_PARTNERS: 0 hospital, 1 robotics company, 2 learning foundation. */
  partner: number;
  status: DocumentStatus;
  /** Days since the document was created; it took effect the day after. */
  ageDays: number;
  duration: number;
};

/**
 * A year of NDA work at a STEM school group: every status, every partner, two agreements whose
 * term ends within the next 30 days (the dashboard's "expiring soon" card) and two that ended.
 */
const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: 'Occupational therapy telehealth pilot NDA',
    purpose:
      'plan a telehealth occupational therapy pilot for K-12 learners with sensory processing differences',
    partner: 0,
    status: 'draft',
    ageDays: 1,
    duration: 12,
  },
  {
    title: 'Robotics lab equipment pilot NDA',
    purpose: 'evaluate pre-release robot kits in the Bridge Campus robotics lab',
    partner: 1,
    status: 'draft',
    ageDays: 3,
    duration: 12,
  },
  {
    title: 'Pediatric therapy research collaboration NDA',
    purpose:
      'share de-identified outcomes from sensory-friendly therapy sessions for a joint research study',
    partner: 0,
    status: 'sent',
    ageDays: 5,
    duration: 24,
  },
  {
    title: 'Early-college dual-credit pathway NDA',
    purpose: 'design a dual-credit pathway between the K-12 academy and partner colleges',
    partner: 2,
    status: 'sent',
    ageDays: 9,
    duration: 12,
  },
  {
    title: 'Scholarship fund donor data NDA',
    purpose: 'review donor and applicant data for the neurodiversity STEM scholarship fund',
    partner: 2,
    status: 'viewed',
    ageDays: 14,
    duration: 12,
  },
  {
    title: 'Research campus architecture planning NDA',
    purpose: 'review sensory-friendly building plans for the Dripping Springs research campus',
    partner: 2,
    status: 'pending',
    ageDays: 21,
    duration: 36,
  },
  {
    title: 'Assistive technology device trial NDA',
    purpose: 'trial assistive communication devices with consenting families',
    partner: 0,
    status: 'pending',
    ageDays: 30,
    duration: 12,
  },
  {
    title: 'Adaptive learning software evaluation NDA',
    purpose: 'evaluate adaptive math software built for learners with dyslexia and ADHD',
    partner: 1,
    status: 'completed',
    ageDays: 75,
    duration: 24,
  },
  // Both end within the next 30 days.
  {
    title: 'Sensory-friendly classroom design study NDA',
    purpose: 'study lighting and acoustics in sensory-friendly classrooms',
    partner: 0,
    status: 'completed',
    ageDays: 354,
    duration: 12,
  },
  {
    title: 'Summer robotics camp curriculum NDA',
    purpose: 'co-develop the summer robotics camp curriculum',
    partner: 1,
    status: 'completed',
    ageDays: 341,
    duration: 12,
  },
  // Terms that have ended.
  {
    title: 'Robotics competition sponsorship NDA',
    purpose: 'discuss sponsorship of the regional robotics competition team',
    partner: 1,
    status: 'expired',
    ageDays: 430,
    duration: 12,
  },
  {
    title: 'STEM outreach program data NDA',
    purpose: 'share attendance data from the first STEM outreach program',
    partner: 2,
    status: 'expired',
    ageDays: 520,
    duration: 12,
  },
];

const wasSent = (status: DocumentStatus) => status !== 'draft';
const wasViewed = (status: DocumentStatus) =>
  ['viewed', 'pending', 'completed', 'expired'].includes(status);

/**
 * Fills an empty database with a small, believable organisation: partners, templates and NDAs in
 * every state, and families on both campuses' waiting lists. Does nothing when any partner or
 * document exists. Returns whether it seeded.
 * Later steps add their own demo records here.
 */
export async function seedDemoData(options: { db: Database; now: Date }): Promise<boolean> {
  const { db, now } = options;
  const today = todayIsoDate(now);
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        partners: sql<number>`(select count(*)::int from ${partners})`,
        documents: sql<number>`(select count(*)::int from ${ndaDocuments})`,
      })
      .from(sql`(select 1) as one`);
    if ((counts?.partners ?? 0) > 0 || (counts?.documents ?? 0) > 0) return false;

    const templates = [];
    for (const template of DEMO_TEMPLATES) templates.push(await createTemplate(tx, template));
    const partnerRows = [];
    for (const partner of DEMO_PARTNERS) partnerRows.push(await createPartner(tx, partner));

    // The hospital's agreements use the healthcare template (HIPAA clause) when there is one.
    const healthcare = templates.find((template) => /health/i.test(template.name));
    const others = templates.filter((template) => template !== healthcare);
    const general = others.length > 0 ? others : templates;
    for (const [index, item] of DEMO_DOCUMENTS.entries()) {
      const partner = partnerRows[item.partner % partnerRows.length]!;
      const template = (item.partner === 0 && healthcare) || general[index % general.length]!;
      const created = daysAgo(now, item.ageDays);
      const effectiveDate = shiftIsoDate(today, 1 - item.ageDays);
      const step = (fraction: number) => daysAgo(now, item.ageDays * (1 - fraction));
      await createDocument(tx, {
        title: item.title,
        partnerId: partner.id,
        templateId: template.id,
        status: item.status,
        purpose: item.purpose,
        effectiveDate,
        expirationDate: addMonthsToIsoDate(effectiveDate, item.duration),
        duration: item.duration,
        content: template.content,
        createdAt: created,
        updatedAt: item.status === 'draft' ? created : step(0.5),
        sentAt: wasSent(item.status) ? step(0.1) : null,
        viewedAt: wasViewed(item.status) ? step(0.2) : null,
        signedAt: ['completed', 'expired'].includes(item.status) ? step(0.3) : null,
      });
    }
    await seedDemoWaitingList(tx, now);
    await seedDemoDonors(tx, now);
    return true;
  });
}
