import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  dueAcknowledgmentsJob,
  sendDueAcknowledgments,
} from '../donors/stewardship/due-acknowledgments.ts';
import type { LetterMailing } from '../donors/stewardship/store-letter.ts';
import { CARD_PROCESSOR_ACTOR } from './give-page-actor.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Sends the thank-you letters a Stripe event left owed, right after its transaction committed,
 * so the donor has theirs within seconds. A failure is logged and not passed on: the event is
 * recorded and Stripe must not send it again; the periodic run sends the letter instead.
 */
export async function thankOnlineGifts(options: {
  db: Database;
  donationIds: string[];
  mailing: LetterMailing;
  now: Date;
  log: Log;
}): Promise<void> {
  if (options.donationIds.length === 0) return;
  try {
    await sendDueAcknowledgments({ ...options, actor: CARD_PROCESSOR_ACTOR });
  } catch (error) {
    options.log.error(
      { err: error },
      'The thank-you letter of an online gift failed; it is sent again within a few minutes.',
    );
  }
}

/** The periodic run that sends owed online-gift letters (after a crash or a failed render). */
export const onlineGiftThanksJob = (options: {
  db: Database;
  config: Pick<Config, 'mail' | 'publicUrl'>;
  clock: Clock;
  log: Log;
}) => dueAcknowledgmentsJob({ ...options, actor: CARD_PROCESSOR_ACTOR });
