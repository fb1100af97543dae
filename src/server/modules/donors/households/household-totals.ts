import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { HouseholdDto } from '../../../../domain/crm/credit-schemas.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { countsAsGift } from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { softCredits } from '../soft-credits/soft-credits.table.ts';
import type { Household } from './households.table.ts';

/** Soft credit per donor, on gifts that count as money received, optionally skipping givers. */
async function softCreditOf(
  db: Database | Transaction,
  donorIds: string[],
  notGivenBy: string[] = [],
) {
  if (donorIds.length === 0) return [];
  return db
    .select({
      donorId: softCredits.donorId,
      cents: sql<string>`coalesce(sum(${softCredits.amountCents}), 0)`,
    })
    .from(softCredits)
    .innerJoin(donations, eq(donations.id, softCredits.donationId))
    .where(
      and(
        countsAsGift,
        inArray(softCredits.donorId, donorIds),
        notGivenBy.length > 0 ? notInArray(donations.donorId, notGivenBy) : undefined,
      ),
    )
    .groupBy(softCredits.donorId);
}

/**
 * The household with each member's giving, hard and soft credit apart. The household's soft
 * credit leaves out gifts a member gave, so a spouse credited on the other's gift is not counted
 * twice for the home.
 */
export async function toHouseholdDto(
  db: Database | Transaction,
  household: Household,
): Promise<HouseholdDto> {
  const members = await db
    .select({
      donorId: donors.id,
      name: sql<string>`${donors.firstName} || ' ' || ${donors.lastName}`,
      hardCreditCents: donors.totalGivenCents,
    })
    .from(donors)
    .where(eq(donors.householdId, household.id))
    .orderBy(asc(donors.lastName), asc(donors.firstName), asc(donors.id));
  const ids = members.map((member) => member.donorId);
  const [soft, outsideSoft] = await Promise.all([
    softCreditOf(db, ids),
    softCreditOf(db, ids, ids),
  ]);
  const softOf = new Map(soft.map((row) => [row.donorId, Number(row.cents)]));
  const { createdAt: _created, updatedAt: _updated, ...fields } = household;
  return {
    ...fields,
    members: members.map((member) => ({
      ...member,
      softCreditCents: softOf.get(member.donorId) ?? 0,
    })),
    hardCreditCents: members.reduce((sum, member) => sum + member.hardCreditCents, 0),
    softCreditCents: outsideSoft.reduce((sum, row) => sum + Number(row.cents), 0),
  };
}
