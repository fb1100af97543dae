import { eq } from 'drizzle-orm';
import { addDaysToIsoDate } from '../../domain/common/calendar-day.ts';
import { capitalPhaseType, pledgeSchedule } from '../../domain/crm/rules.ts';
import { todayIsoDate } from '../../domain/common/calendar-day.ts';
import type { Transaction } from '../db/client.ts';
import { refreshCampaignRaised, refreshDonorRollups } from '../modules/donors/donor-rollups.ts';
import { countSegment } from '../modules/donors/email-campaigns/segment.ts';
import { emailCampaigns, interactions } from '../modules/donors/donors.table.ts';
import { campaigns, donors } from '../modules/donors/public.ts';
import { donations } from '../modules/donors/donations/public.ts';
import {
  DOLLARS,
  donorRows,
  giftsFor,
  interactionsFor,
  type DemoDonor,
} from './demo-donor-rows.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

/** The three phases of the $75M capital campaign (public spec §9), as CRM campaigns. */
const DEMO_CAMPAIGNS = [
  {
    phase: 'phase-1',
    name: 'Capital campaign, Phase 1: Leadership gifts',
    goal: 45_000_000,
    startDaysAgo: 420,
  },
  {
    phase: 'phase-2',
    name: 'Capital campaign, Phase 2: Major gifts',
    goal: 25_000_000,
    startDaysAgo: 240,
  },
  {
    phase: 'phase-3',
    name: 'Capital campaign, Phase 3: Community',
    goal: 5_000_000,
    startDaysAgo: 150,
  },
] as const;

/** Multi-year leadership pledges with their quarterly payments so far, one installment late. */
async function seedPledges(
  tx: Transaction,
  random: SeededRandom,
  majors: DemoDonor[],
  today: string,
  campaignId: string,
) {
  for (const donor of majors.slice(0, 4)) {
    const amountCents = random.int(4, 30) * 100_000 * DOLLARS;
    const firstDueDate = addDaysToIsoDate(today, -random.int(200, 330));
    const installments = pledgeSchedule({
      amountCents,
      installmentCount: 8,
      firstDueDate,
      frequency: 'quarterly',
    });
    const [pledge] = await tx
      .insert(donations)
      .values({
        donorId: donor.id,
        amountCents,
        donationType: 'pledge',
        campaignId,
        giftDate: firstDueDate,
        installments,
        status: 'pending',
        designation: 'Capital campaign',
      })
      .returning({ id: donations.id });
    const due = installments.filter((item) => item.dueDate <= today).slice(0, -1);
    if (due.length === 0) continue;
    await tx.insert(donations).values(
      due.map((item) => ({
        donorId: donor.id,
        pledgeId: pledge!.id,
        amountCents: item.amountCents,
        donationType: 'one-time' as const,
        campaignId,
        paymentMethod: 'wire' as const,
        status: 'completed' as const,
        giftDate: item.dueDate,
        acknowledgmentSent: true,
        acknowledgmentDate: addDaysToIsoDate(item.dueDate, 3),
      })),
    );
  }
}

/**
 * About 60 donors with a year and a half of gifts, leadership pledges, contacts and follow-ups,
 * and the capital campaign's three phases. Seeded, so every demo database is the same; totals
 * are then derived exactly as the API derives them (ADR 010). Returns the donors' addresses.
 */
export async function seedDemoDonors(tx: Transaction, now: Date): Promise<string[]> {
  const random = seededRandom(75_000_000);
  const today = todayIsoDate(now);
  const campaignRows = await tx
    .insert(campaigns)
    .values(
      DEMO_CAMPAIGNS.map((campaign) => ({
        name: campaign.name,
        type: capitalPhaseType(campaign.phase),
        goalCents: campaign.goal * DOLLARS,
        status: 'active' as const,
        startDate: addDaysToIsoDate(today, -campaign.startDaysAgo),
        endDate: addDaysToIsoDate(today, 900),
        description: `Toward the $75M goal for three campuses in Texas.`,
      })),
    )
    .returning({ id: campaigns.id });
  const campaignIds = campaignRows.map((row) => row.id);

  const inserted = await tx.insert(donors).values(donorRows(random, today)).returning();
  const demoDonors: DemoDonor[] = inserted.map((row, index) => ({
    id: row.id,
    capacity: row.capacity!,
    isOrganisation: row.organization !== null,
    // Every 6th person has not given yet, every 9th has lapsed; organisations all give.
    gives: row.organization
      ? 'recent'
      : index % 6 === 5
        ? 'never'
        : index % 9 === 4
          ? 'lapsed'
          : 'recent',
  }));

  const gifts = demoDonors.flatMap((donor) => giftsFor(random, donor, today, campaignIds));
  await tx.insert(donations).values(gifts);
  await seedPledges(
    tx,
    random,
    demoDonors.filter((donor) => donor.capacity === 'major'),
    today,
    campaignIds[0]!,
  );
  const contacts = demoDonors.flatMap((donor) => interactionsFor(random, donor.id, today));
  if (contacts.length > 0) await tx.insert(interactions).values(contacts);

  for (const donor of demoDonors) {
    const followUps = contacts.filter(
      (contact) => contact.donorId === donor.id && contact.followUpDate,
    );
    // Status follows the gifts (refreshDonorRollups); only a stage in cultivation is staff's
    // own call, so some people who have not given yet are being cultivated or were asked.
    const staffStage =
      donor.gives === 'never' ? random.pick([null, 'cultivating', 'solicited'] as const) : null;
    await tx
      .update(donors)
      .set({
        staffStage,
        staffStageOn: staffStage ? addDaysToIsoDate(today, -random.int(5, 60)) : null,
        nextFollowUp: followUps.at(-1)?.followUpDate ?? null,
      })
      .where(eq(donors.id, donor.id));
    await refreshDonorRollups(tx, donor.id, now);
  }
  await refreshCampaignRaised(tx, campaignIds);
  const segment = { statuses: ['donor' as const] };
  await tx.insert(emailCampaigns).values({
    name: 'Phase 1 progress update',
    subject: 'We are building: an update on the capital campaign',
    content:
      'Thank you for your support. Read the latest on the three campuses at https://example.org/fundraising-overview.',
    segment,
    recipientCount: await countSegment(tx, segment),
  });
  // Their made-up addresses, for demo_recipients.
  return inserted.flatMap((row) => (row.email ? [row.email] : []));
}
