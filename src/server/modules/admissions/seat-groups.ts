import { and, asc, count, eq, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { seatsFree } from '../../../domain/admissions/admissions.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import type { seatGroupInput } from '../../../domain/admissions/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { requireTakeableTerm } from '../waiting-list/require-takeable-term.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers, seatGroups, type SeatGroup } from './admissions.table.ts';

type Db = Database | Transaction;

/**
 * The waiting-list entries a seat group is for: its campus, its grade (K-12) or program (Bridge),
 * and its start term, or no term given (the family takes any).
 */
export function entriesOfGroup(group: SeatGroup): SQL {
  return and(
    eq(waitingList.campus, group.campus),
    group.campus === 'k12'
      ? eq(waitingList.gradeLevel, group.gradeOrProgram as never)
      : eq(waitingList.programInterest, group.gradeOrProgram as never),
    or(
      eq(waitingList.enrollmentPreference, group.startTerm),
      isNull(waitingList.enrollmentPreference),
    ),
  )!;
}

/** Offers waiting for an answer and offers accepted, counted in the caller's snapshot. */
export async function countOffers(db: Db, groupId: string) {
  const rows = await db
    .select({ status: admissionOffers.status, n: count() })
    .from(admissionOffers)
    .where(eq(admissionOffers.seatGroupId, groupId))
    .groupBy(admissionOffers.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { offersOpen: of('open'), accepted: of('accepted') };
}

/** Active families of the group who never had an offer of it, in rank order. */
export function nextFamiliesQuery(db: Db, group: SeatGroup) {
  return db
    .select()
    .from(waitingList)
    .where(
      and(
        entriesOfGroup(group),
        eq(waitingList.status, 'active'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(admissionOffers)
            .where(
              and(
                eq(admissionOffers.seatGroupId, group.id),
                eq(admissionOffers.entryId, waitingList.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`${waitingList.priority} desc`, asc(waitingList.createdAt), asc(waitingList.id));
}

export async function toSeatGroupDto(db: Db, group: SeatGroup): Promise<SeatGroupDto> {
  const offers = await countOffers(db, group.id);
  const [waiting] = await db
    .select({ n: count() })
    .from(waitingList)
    .where(and(entriesOfGroup(group), eq(waitingList.status, 'active')));
  return {
    id: group.id,
    campus: group.campus,
    gradeOrProgram: group.gradeOrProgram,
    startTerm: group.startTerm,
    capacity: group.capacity,
    autoAdvance: group.autoAdvance,
    ...offers,
    seatsFree: seatsFree({ capacity: group.capacity, ...offers }),
    familiesWaiting: waiting?.n ?? 0,
  };
}

/** GET /api/admissions/seat-groups: every seat group with its numbers. */
export async function listSeatGroups(db: Database): Promise<SeatGroupDto[]> {
  const groups = await db
    .select()
    .from(seatGroups)
    .orderBy(asc(seatGroups.campus), asc(seatGroups.gradeOrProgram), asc(seatGroups.startTerm));
  return Promise.all(groups.map((group) => toSeatGroupDto(db, group)));
}

/** The group, locked until the transaction ends: offers and acceptances wait for each other. */
export async function lockSeatGroup(tx: Transaction, id: string): Promise<SeatGroup> {
  const [group] = await tx.select().from(seatGroups).where(eq(seatGroups.id, id)).for('update');
  if (!group) throw notFound('Seat group');
  return group;
}

/**
 * PUT /api/admissions/seat-groups: sets the seats of a campus × grade or program × term (made on
 * first use) and whether a freed seat goes to the next family on its own. Audited from → to.
 */
export async function saveSeatGroup(options: {
  db: Database;
  input: z.output<typeof seatGroupInput>;
  actor: AuditActor;
  now: Date;
}): Promise<SeatGroupDto> {
  const { db, input, actor, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(seatGroups)
      .where(
        and(
          eq(seatGroups.campus, input.campus),
          eq(seatGroups.gradeOrProgram, input.gradeOrProgram),
          eq(seatGroups.startTerm, input.startTerm),
        ),
      )
      .for('update');
    // A new group needs a term the campus can take; one that exists keeps its term as it runs.
    if (!before) {
      requireTakeableTerm({ campus: input.campus, term: input.startTerm, now, field: 'startTerm' });
    }
    const [group] = before
      ? await tx
          .update(seatGroups)
          .set({ capacity: input.capacity, autoAdvance: input.autoAdvance, updatedAt: now })
          .where(eq(seatGroups.id, before.id))
          .returning()
      : await tx
          .insert(seatGroups)
          .values({ ...input, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [seatGroups.campus, seatGroups.gradeOrProgram, seatGroups.startTerm],
            set: { capacity: input.capacity, autoAdvance: input.autoAdvance, updatedAt: now },
          })
          .returning();
    await recordAudit({
      db: tx,
      actor,
      action: before ? 'update' : 'create',
      entity: 'seat_group',
      entityId: group!.id,
      details: {
        campus: input.campus,
        gradeOrProgram: input.gradeOrProgram,
        startTerm: input.startTerm,
        capacity: { from: before?.capacity ?? null, to: input.capacity },
        autoAdvance: { from: before?.autoAdvance ?? null, to: input.autoAdvance },
      },
      at: now,
    });
    return toSeatGroupDto(tx, group!);
  });
}
