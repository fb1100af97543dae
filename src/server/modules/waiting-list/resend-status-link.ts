import { eq } from 'drizzle-orm';
import { STATUS_LINK_RESENDS_PER_DAY } from '../../../domain/waiting-list/waiting-list.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { recordRateLimitHit } from '../rate-limits/rate-limits.service.ts';
import { ENROLLMENT_FORM_ACTOR, LINK_REQUEST_ACTOR } from './family-actor.ts';
import { waitingListLinkAgainMail, type NewLinkReason } from './link-again-mail.ts';
import { createStatusToken, hashStatusToken, statusUrlFor } from './status-token.ts';
import { waitingList, type WaitingListEntry } from './waiting-list.table.ts';

const DAY_MS = 24 * 60 * 60_000;

const ACTORS = { 'form-sent-again': ENROLLMENT_FORM_ACTOR, 'link-requested': LINK_REQUEST_ACTOR };

/**
 * A repeated form or an "Email me my link" request recovers a lost link: a new token replaces the
 * stored hash (so the old link stops working) and the family is mailed the new link, in the
 * caller's transaction. Counted per entry in rate_limit_counters, shared by both ways in and by
 * every server instance; past the daily limit nothing is mailed and nothing changes, and the
 * caller answers the same either way. Returns whether a mail was queued.
 */
export async function resendStatusLink(options: {
  tx: Transaction;
  entry: WaitingListEntry;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
  because: NewLinkReason;
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
    because: options.because,
  });
  await enqueueMail({ db: tx, mail, now, canDeliver: options.canDeliverMail });
  await recordAudit({
    db: tx,
    actor: ACTORS[options.because],
    action: 'resend-link',
    entity: 'waiting_list',
    entityId: entry.id,
    details: { campus: entry.campus },
    at: now,
  });
  return true;
}
