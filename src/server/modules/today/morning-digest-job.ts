import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { isMorningDigestDue, morningDigestMail } from '../../../domain/today/morning-digest.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog, PeriodicJob } from '../../jobs/job.ts';
import { users } from '../auth/auth.table.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { readToday } from './read-today.ts';
import { todayPreferences } from './today.table.ts';

export const MORNING_DIGEST_INTERVAL_MS = 5 * 60_000;

/**
 * Sends the morning mail to every active staff member who asked for it and has not had today's.
 * The day is claimed and the mail queued in one transaction, and the claim only succeeds where
 * the day is not yet written, so each person gets one mail a day however many instances run.
 */
export async function sendMorningDigests(options: {
  db: Database;
  config: Config;
  now: Date;
}): Promise<number> {
  const { db, config, now } = options;
  const today = todayIsoDate(now);
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      sentOn: todayPreferences.digestSentOn,
    })
    .from(todayPreferences)
    .innerJoin(users, eq(users.id, todayPreferences.userId))
    .where(and(eq(todayPreferences.morningDigest, true), eq(users.isActive, true)));
  let sent = 0;
  for (const person of people) {
    if (!isMorningDigestDue(now, person.sentOn)) continue;
    const { sections } = await readToday({ db, config, now, user: person });
    const mail = morningDigestMail({
      name: person.name,
      sections,
      publicUrl: config.publicUrl,
      now,
    });
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(todayPreferences)
        .set({ digestSentOn: today })
        .where(
          and(
            eq(todayPreferences.userId, person.id),
            or(isNull(todayPreferences.digestSentOn), ne(todayPreferences.digestSentOn, today)),
          ),
        )
        .returning({ userId: todayPreferences.userId });
      if (claimed.length === 0 || !mail) return false;
      await enqueueMail({
        db: tx,
        mail: { to: person.email, ...mail, relatedEntity: 'user', relatedId: person.id },
        now,
        canDeliver: canDeliverMail(config.mail),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

export function morningDigestJob(options: {
  db: Database;
  config: Config;
  clock: Clock;
  log: Pick<JobLog, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'morning-digest',
    every: MORNING_DIGEST_INTERVAL_MS,
    failure: 'The staff morning mail failed; it is tried again in 5 minutes.',
    run: async () => {
      const sent = await sendMorningDigests({ db, config, now: clock.now() });
      if (sent > 0) log.info(`Today: ${sent} morning mail(s) queued.`);
    },
  };
}
