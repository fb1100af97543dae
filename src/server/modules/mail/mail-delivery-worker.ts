import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobRunObserver } from '../../periodic-job.ts';
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
 * Delivers outbox mail now and every few seconds until stopped. A failing run is logged and the
 * next tick tries again; it never stops the server. A tick that finds a run still busy is skipped
 * rather than queued. The returned function stops the timer, waits for the batch in flight (so
 * the database can be closed after it) and closes the transport it created.
 */
export function startMailDelivery(options: {
  db: Database;
  config: Pick<Config, 'mail'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  transport?: MailTransport;
  intervalMs?: number;
  observeRun?: JobRunObserver;
}): () => Promise<void> {
  const { db, config, clock, log } = options;
  const transport = options.transport ?? createMailTransport(config.mail);
  let isStopping = false;
  let inFlight: Promise<void> | null = null;

  const runPasses = async () => {
    try {
      for (let pass = 0; pass < MAX_PASSES_PER_RUN && !isStopping; pass += 1) {
        const counts = await deliverDueMail({
          db,
          transport,
          from: config.mail.from,
          now: clock.now(),
        });
        logCounts(log, counts);
        if (counts.claimed < MAIL_BATCH_SIZE) break;
      }
      options.observeRun?.({ job: 'mail-delivery', succeeded: true });
    } catch (error) {
      log.error({ err: error }, 'Mail delivery failed; it will try again in a few seconds.');
      options.observeRun?.({ job: 'mail-delivery', succeeded: false });
    }
  };
  const tick = () => {
    if (inFlight || isStopping) return;
    inFlight = runPasses().finally(() => (inFlight = null));
  };

  tick();
  const timer = setInterval(tick, options.intervalMs ?? MAIL_DELIVERY_INTERVAL_MS);
  timer.unref();
  return async () => {
    isStopping = true;
    clearInterval(timer);
    await inFlight;
    if (!options.transport) transport.close();
  };
}
