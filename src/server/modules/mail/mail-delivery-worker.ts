import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../jobs/job.ts';
import { deliverDueMail, MAIL_BATCH_SIZE, type MailDeliveryCounts } from './deliver-mail.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

export const MAIL_DELIVERY_INTERVAL_MS = 5_000;

/** Passes in a row before the worker yields to the timer, so a huge backlog cannot hog it. */
const MAX_PASSES_PER_RUN = 10;

function logCounts(log: Pick<FastifyBaseLogger, 'info' | 'warn'>, counts: MailDeliveryCounts) {
  if (counts.sent > 0) log.info(`Mail: sent ${counts.sent} message(s).`);
  if (counts.retrying > 0) {
    log.warn(`Mail: ${counts.retrying} message(s) could not be sent; they will be tried again.`);
  }
  if (counts.failed > 0) {
    log.warn(
      `Mail: ${counts.failed} message(s) failed for the last time; an admin can retry them in Settings.`,
    );
  }
}

/**
 * Delivers outbox mail every few seconds (jobs/registry.ts, only when SMTP_URL is set). A run
 * ends early when the server stops, after the batch in flight. The transport is made at the
 * first run and closed after the last, unless it was passed in.
 */
export function mailDeliveryJob(options: {
  db: Database;
  config: Pick<Config, 'mail'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  transport?: MailTransport;
}): PeriodicJob {
  const { db, config, clock, log } = options;
  let made: MailTransport | undefined;
  return {
    name: 'mail-delivery',
    every: MAIL_DELIVERY_INTERVAL_MS,
    failure: 'Mail delivery failed; it will try again in a few seconds.',
    run: async (stopping) => {
      const transport = options.transport ?? (made ??= createMailTransport(config.mail));
      for (let pass = 0; pass < MAX_PASSES_PER_RUN && !stopping.aborted; pass += 1) {
        const counts = await deliverDueMail({
          db,
          transport,
          from: config.mail.from,
          now: clock.now(),
        });
        logCounts(log, counts);
        if (counts.claimed < MAIL_BATCH_SIZE) break;
      }
    },
    close: () => made?.close(),
  };
}
