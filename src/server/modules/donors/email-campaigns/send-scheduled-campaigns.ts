import { and, asc, eq, lte } from 'drizzle-orm';
import type { PeriodicJob } from '../../../jobs/job.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { recordAudit, SYSTEM_ACTOR } from '../../audit/audit.service.ts';
import { emailCampaigns } from '../donors.table.ts';
import { sendEmailCampaign } from './send-email-campaign.ts';

export const EMAIL_CAMPAIGN_SCHEDULER_INTERVAL_MS = 60_000;

/**
 * Sends every scheduled campaign whose time has come. One that cannot be sent (its segment is
 * now empty) goes back to draft, with the reason in the audit log, rather than failing every
 * minute. Returns how many were sent.
 */
export async function sendScheduledCampaigns(options: {
  db: Database;
  config: Config;
  now: Date;
}): Promise<number> {
  const { db, now } = options;
  const due = await db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.status, 'scheduled'), lte(emailCampaigns.scheduledFor, now)))
    .orderBy(asc(emailCampaigns.scheduledFor));
  let sent = 0;
  for (const { id } of due) {
    if (await sendIfStillDue({ ...options, id })) sent += 1;
  }
  return sent;
}

/**
 * One campaign, under its row lock: taken with SKIP LOCKED and only while it is still scheduled
 * and due, so a pass on another instance (or an admin's send or unschedule) that got there first
 * makes this one skip it, instead of sending it twice or recording a false "unschedule".
 */
async function sendIfStillDue(options: {
  db: Database;
  config: Config;
  now: Date;
  id: string;
}): Promise<boolean> {
  const { config, now, id } = options;
  return options.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(
        and(
          eq(emailCampaigns.id, id),
          eq(emailCampaigns.status, 'scheduled'),
          lte(emailCampaigns.scheduledFor, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!campaign) return false;
    try {
      // A savepoint inside this transaction: a refusal rolls back only the send.
      await sendEmailCampaign({ db: tx, id, config, actor: SYSTEM_ACTOR, now });
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      await tx
        .update(emailCampaigns)
        .set({ status: 'draft', scheduledFor: null, updatedAt: now })
        .where(eq(emailCampaigns.id, id));
      await recordAudit({
        db: tx,
        actor: SYSTEM_ACTOR,
        action: 'unschedule',
        entity: 'email_campaign',
        entityId: id,
        details: { reason: error.message },
        at: now,
      });
      return false;
    }
  });
}

/** Checks every minute for campaigns whose time has come (jobs/registry.ts). */
export function emailCampaignSchedulerJob(options: {
  db: Database;
  config: Config;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  return {
    name: 'email-campaign-scheduler',
    every: EMAIL_CAMPAIGN_SCHEDULER_INTERVAL_MS,
    failure: 'Sending scheduled email campaigns failed; retrying in a minute.',
    run: async () => {
      const sent = await sendScheduledCampaigns({ db, config, now: clock.now() });
      if (sent > 0) log.info(`Sent ${sent} scheduled email campaign(s) to the outbox.`);
    },
  };
}
