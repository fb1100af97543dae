import type { TodayItemDto, TodayKind } from '../../../domain/today/today-items.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { offersWaitingForAnswer } from '../admissions/offers-waiting-for-answer.ts';
import { failedBackup } from '../backups/failed-backup.ts';
import { commentsAwaitingReply } from '../collaboration/comments-awaiting-reply.ts';
import { followUpsDue } from '../donors/reports/follow-ups-due.ts';
import { giftsNotThanked } from '../donors/stewardship/gifts-not-thanked.ts';
import { stalledSigners } from '../esign/stalled-signers.ts';
import { papersToReview } from '../family-papers/papers-to-review.ts';
import { failedMail } from '../mail/failed-mail.ts';

export interface TodaySourceContext {
  db: Database;
  config: Config;
  now: Date;
}

export type TodayFound = { items: TodayItemDto[]; total?: number };

const listOnly =
  (read: (context: TodaySourceContext) => Promise<TodayItemDto[]>) =>
  async (context: TodaySourceContext): Promise<TodayFound> => ({ items: await read(context) });

/**
 * Where each kind comes from (ADR 053): the function behind the owning module's own list, so a
 * count on Today is the count that module shows.
 */
export const TODAY_SOURCES: Record<
  TodayKind,
  (context: TodaySourceContext) => Promise<TodayFound>
> = {
  'offer-expiring': listOnly(offersWaitingForAnswer),
  'paper-to-review': listOnly(papersToReview),
  'signature-stalled': listOnly(stalledSigners),
  'comment-awaiting-reply': listOnly(commentsAwaitingReply),
  'gift-not-thanked': listOnly(giftsNotThanked),
  'follow-up-due': listOnly(followUpsDue),
  'mail-failed': failedMail,
  'backup-failed': listOnly(failedBackup),
};
