import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { offerJob } from '../modules/admissions/offer-jobs.ts';
import { nightlyBackupJob } from '../modules/backups/nightly-backups.ts';
import { documentExpiryJob } from '../modules/documents/expire-documents.ts';
import { emailCampaignSchedulerJob } from '../modules/donors/email-campaigns/send-scheduled-campaigns.ts';
import { donorLapseCheckJob } from '../modules/donors/lapse-donors.ts';
import { signingRemindersJob } from '../modules/esign/reminders.ts';
import { onlineGiftThanksJob } from '../modules/giving/thank-online-gifts.ts';
import { mailDeliveryJob } from '../modules/mail/mail-delivery-worker.ts';
import { codeCleanupJob } from '../modules/one-time-codes/delete-expired-codes.ts';
import { rateLimitCleanupJob } from '../modules/rate-limits/delete-expired-counters.ts';
import { visitOffersJob } from '../modules/visits/expire-offers.ts';
import { visitSessionsJob } from '../modules/visits/sessions-ahead-job.ts';
import { visitRemindersJob } from '../modules/visits/visit-reminders.ts';
import { morningDigestJob } from '../modules/today/morning-digest-job.ts';
import { savedApplicationCleanupJob } from '../modules/waiting-list/delete-expired-saved-applications.ts';
import type { PeriodicJob } from './job.ts';

/** What every background job is given; each takes the parts it needs. */
export type JobDeps = {
  db: Database;
  config: Config;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/**
 * Every background job of the server, in one table (ADR 045): main.ts starts them all after the
 * app listens and stops them all before the database closes. A new job is one more entry here;
 * its `run` stays in its feature module.
 */
export function jobRegistry(deps: JobDeps): PeriodicJob[] {
  const { config } = deps;
  const jobs: PeriodicJob[] = [
    documentExpiryJob(deps),
    // Online gifts' thank-you letters that their webhook did not get to send (ADR 043).
    onlineGiftThanksJob(deps),
    // Without SMTP_URL messages are written as `logged` and nothing is left to deliver.
    ...(config.mail.smtpUrl ? [mailDeliveryJob(deps)] : []),
    signingRemindersJob(deps),
    offerJob(deps),
    emailCampaignSchedulerJob(deps),
    // A donor lapses when time passes without a gift, with no write to recompute it on.
    donorLapseCheckJob(deps),
    // Rate-limit counters are keyed by IP address: deleted soon after their window ends.
    rateLimitCleanupJob(deps),
    // Mailed one-time codes name an address: deleted an hour after they expire (ADR 049).
    codeCleanupJob(deps),
    // Waiting-list answers saved but never sent: deleted when their link expires (ADR 046).
    savedApplicationCleanupJob(deps),
    // Visits (ADR 052): sessions made ahead (at start, then daily), reminders two days and two
    // hours before, and seat offers not answered in time passed to the next family.
    visitSessionsJob(deps),
    visitRemindersJob(deps),
    visitOffersJob(deps),
    // The morning mail of each staff member's Today list, for those who turned it on (ADR 053).
    morningDigestJob(deps),
    // A backup of the whole database every night into BACKUP_DIR (ADR 022), once across instances.
    nightlyBackupJob(deps),
  ];
  // JOB_INTERVAL_MS (tests only: the fault suite) runs every job at that one rhythm instead.
  const every = config.jobIntervalMs;
  return every === undefined ? jobs : jobs.map((job) => ({ ...job, every }));
}
