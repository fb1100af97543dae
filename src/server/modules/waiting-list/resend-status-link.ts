import { eq } from 'drizzle-orm';
import { STATUS_LINK_RESENDS_PER_DAY } from '../../../domain/waiting-list.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';
import { ENROLLMENT_FORM_ACTOR } from './family-actor.ts';
import { waitingListLinkAgainMail } from './link-again-mail.ts';
import { createStatusToken, hashStatusToken, statusUrlFor } from './status-token.ts';
import { waitingList, type WaitingListEntry } from './waiting-list.table.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A repeated form recovers a lost link: a new token replaces the stored hash (so the old link
 * stops working) and the family is mailed the new link, in the transaction of the submission.
 * Counted per entry in rate_limit_counters, so every server instance shares the daily limit;
 * past it nothing is mailed and nothing changes, and the caller answers the same either way.
 * Returns whether a mail was queued.
 */
export async function resendStatusLink(options: {
  tx: Transaction;
  entry: WaitingListEntry;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
}): Promise<boolean> {
  const { tx, entry, now } = options;
  const sent = await recordRateLimitHit({
    db: tx,
    key: `waiting-list-link:${entry.id}`,
    windowMs: DAY_MS,
    now,
  });
  if (sent.count > STATUS_LINK_RESENDS_PER_DAY) return false;

  const token = createStatusToken();
  // updatedAt stays: staff read it as "last changed by us or the family", and nothing they see
  // has changed. The audit entry below records the new link instead.
  await tx
    .update(waitingList)
    .set({ statusTokenHash: hashStatusToken(token) })
    .where(eq(waitingList.id, entry.id));
  const mail = waitingListLinkAgainMail({
    entry,
    statusUrl: statusUrlFor(options.publicUrl, token, entry.language),
    supportEmail: options.supportEmail,
  });
  await enqueueMail({ db: tx, mail, now, canDeliver: options.canDeliverMail });
  await recordAudit({
    db: tx,
    actor: ENROLLMENT_FORM_ACTOR,
    action: 'resend-link',
    entity: 'waiting_list',
    entityId: entry.id,
    details: { campus: entry.campus },
    at: now,
  });
  return true;
}
