import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import {
  hasLapsed,
  isReminderDue,
  OFFER_REMINDER_HOURS,
} from '../../../domain/admissions/admissions.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog, PeriodicJob } from '../../jobs/job.ts';
import { SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers } from './admissions.table.ts';
import { closeOffer } from './answer-offer.ts';
import type { OfferConfig } from './make-offers.ts';
import { sendOfferReminder } from './offer-reminder.ts';
import { lockSeatGroup } from './seat-groups.ts';

export const OFFER_JOB_INTERVAL_MS = 15 * 60_000;
const BATCH = 50;

/**
 * Open offers whose deadline has come, that are within reminder reach and not reminded yet, or
 * whose family left the list meanwhile (withdrew, or staff closed the entry), oldest deadline
 * first: an offer already reminded does not take a place in the batch.
 */
async function dueOfferIds(db: Database, now: Date) {
  const reach = new Date(now.getTime() + OFFER_REMINDER_HOURS * 60 * 60_000);
  return db
    .select({ id: admissionOffers.id, seatGroupId: admissionOffers.seatGroupId })
    .from(admissionOffers)
    .innerJoin(waitingList, eq(waitingList.id, admissionOffers.entryId))
    .where(
      and(
        eq(admissionOffers.status, 'open'),
        or(
          lte(admissionOffers.deadline, now),
          and(lte(admissionOffers.deadline, reach), isNull(admissionOffers.remindedAt)),
          ne(waitingList.status, 'invited'),
        ),
      ),
    )
    .orderBy(asc(admissionOffers.deadline))
    .limit(BATCH);
}

/**
 * One offer: lapsed once its deadline has come (the seat goes to the next family when the group
 * has auto-advance on), otherwise reminded once from 48 hours before it, with a new link (only
 * hashes are kept; the first link keeps working). Its own transaction locks the group, then the
 * offer with SKIP LOCKED: an instance that finds it taken leaves it to the one that has it, and
 * the conditions are read again under the lock, so each offer lapses or is reminded once.
 */
async function handleOffer(options: {
  db: Database;
  config: OfferConfig;
  id: string;
  seatGroupId: string;
  now: Date;
}): Promise<'lapsed' | 'reminded' | 'withdrawn' | null> {
  const { db, config, now } = options;
  return db.transaction(async (tx) => {
    const group = await lockSeatGroup(tx, options.seatGroupId);
    const [offer] = await tx
      .select()
      .from(admissionOffers)
      .where(and(eq(admissionOffers.id, options.id), eq(admissionOffers.status, 'open')))
      .for('update', { skipLocked: true });
    if (!offer) return null;
    const [entry] = await tx.select().from(waitingList).where(eq(waitingList.id, offer.entryId));
    if (entry!.status !== 'invited') {
      // The family is no longer waiting for this seat: it goes to the next family.
      await closeOffer({
        tx,
        config,
        group,
        offer,
        to: 'withdrawn',
        entryStatus: 'active',
        actor: SYSTEM_ACTOR,
        action: 'withdraw-offer',
        now,
      });
      return 'withdrawn';
    }
    if (hasLapsed(offer, now)) {
      await closeOffer({
        tx,
        config,
        group,
        offer,
        to: 'lapsed',
        entryStatus: 'active',
        actor: SYSTEM_ACTOR,
        action: 'lapse-offer',
        now,
      });
      return 'lapsed';
    }
    if (!isReminderDue(offer, now)) return null;
    await sendOfferReminder({ tx, config, group, offer, entry: entry!, actor: SYSTEM_ACTOR, now });
    return 'reminded';
  });
}

/** One pass over the due offers; returns how many lapsed, were reminded or were withdrawn. */
export async function runOfferJobs(options: {
  db: Database;
  config: OfferConfig;
  now: Date;
}): Promise<{ lapsed: number; reminded: number; withdrawn: number }> {
  const done = { lapsed: 0, reminded: 0, withdrawn: 0 };
  for (const due of await dueOfferIds(options.db, options.now)) {
    const result = await handleOffer({ ...options, ...due });
    if (result) done[result] += 1;
  }
  return done;
}

/** Lapses, reminders and withdrawals every 15 minutes on every instance; row locks keep them apart. */
export function offerJob(options: {
  db: Database;
  config: OfferConfig;
  clock: Clock;
  log: Pick<JobLog, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'admission-offers',
    every: OFFER_JOB_INTERVAL_MS,
    failure: 'Admission offer deadlines and reminders failed; they will run again in 15 minutes.',
    run: async () => {
      const { lapsed, reminded, withdrawn } = await runOfferJobs({
        db,
        config,
        now: clock.now(),
      });
      if (lapsed + reminded + withdrawn > 0) {
        log.info(
          `Admission offers: ${lapsed} passed their deadline, ${reminded} reminded, ` +
            `${withdrawn} closed because the family left the list.`,
        );
      }
    },
  };
}
