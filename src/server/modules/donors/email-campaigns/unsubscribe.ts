import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../domain/common/i18n.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { SuppressionSource } from '../../../../domain/crm/email-suppression.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { donors, interactions } from '../donors.table.ts';
import { emailCampaignRecipients } from './email-campaign-recipients.table.ts';
import { emailSuppressions } from './email-suppressions.table.ts';
import { trackingSigner } from './tracking-token.ts';

export const UNKNOWN_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Use the link in the most recent email you received from us, or reply to that email with "unsubscribe".';

const SOURCE_WORDS: Record<SuppressionSource, string> = {
  'one-click': 'one-click',
  'link-page': 'unsubscribe page',
  staff: 'by staff, at the donor’s request',
  reply: 'by staff, from a reply',
};

/** What an unsubscribe link's page shows: never the address, only the language and the state. */
export type UnsubscribeState = { language: Locale; subscribed: boolean };

type LinkDonor = { donorId: string; email: string; language: Locale };

/** The donor an unsubscribe token names; a forged token, or one of a deleted donor, is a 404. */
async function donorOfToken(db: Database | Transaction, token: string): Promise<LinkDonor> {
  const recipientId = (await trackingSigner(db)).verifyUnsubscribe(token);
  if (!recipientId) throw new AppError(404, UNKNOWN_UNSUBSCRIBE_LINK);
  const [found] = await db
    .select({
      donorId: emailCampaignRecipients.donorId,
      email: emailCampaignRecipients.email,
      language: donors.language,
    })
    .from(emailCampaignRecipients)
    .innerJoin(donors, eq(donors.id, emailCampaignRecipients.donorId))
    .where(eq(emailCampaignRecipients.id, recipientId));
  if (!found) throw new AppError(404, UNKNOWN_UNSUBSCRIBE_LINK);
  return found;
}

async function isSuppressed(db: Database | Transaction, donorId: string): Promise<boolean> {
  const [row] = await db
    .select({ donorId: emailSuppressions.donorId })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.donorId, donorId));
  return Boolean(row);
}

/** GET: reads only. Link scanners fetch every link in a mail, so a GET never unsubscribes. */
export async function unsubscribeState(db: Database, token: string): Promise<UnsubscribeState> {
  const donor = await donorOfToken(db, token);
  return { language: donor.language, subscribed: !(await isSuppressed(db, donor.donorId)) };
}

async function addHistory(tx: Transaction, donorId: string, subject: string, now: Date) {
  await tx.insert(interactions).values({
    donorId,
    type: 'email',
    subject,
    interactionDate: todayIsoDate(now),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Stops campaign mail to a donor. Doing it again changes nothing (the first time and source
 * stay), so a mail program's repeated POST is harmless. The donor's interactions say when.
 */
export async function suppressDonor(options: {
  db: Database;
  donorId: string;
  email: string | null;
  source: SuppressionSource;
  now: Date;
}): Promise<{ changed: boolean }> {
  const { donorId, source, now } = options;
  return options.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(emailSuppressions)
      .values({ donorId, email: options.email, source, unsubscribedAt: now })
      .onConflictDoNothing()
      .returning({ donorId: emailSuppressions.donorId });
    if (inserted.length === 0) return { changed: false };
    await addHistory(
      tx,
      donorId,
      `Unsubscribed from campaign email (${SOURCE_WORDS[source]})`,
      now,
    );
    return { changed: true };
  });
}

/** The donor's own "Subscribe again", from the page of their link: staff have no such action. */
async function resubscribeDonor(db: Database, donorId: string, now: Date) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(emailSuppressions)
      .where(eq(emailSuppressions.donorId, donorId))
      .returning({ donorId: emailSuppressions.donorId });
    if (deleted.length > 0) {
      await addHistory(tx, donorId, 'Subscribed again to campaign email (unsubscribe page)', now);
    }
  });
}

/** POST of a link: one-click from a mail program, or a button of the page. */
export async function answerUnsubscribeLink(options: {
  db: Database;
  token: string;
  action: 'unsubscribe' | 'subscribe';
  source: 'one-click' | 'link-page';
  now: Date;
}): Promise<UnsubscribeState> {
  const { db, now } = options;
  const donor = await donorOfToken(db, options.token);
  if (options.action === 'subscribe') await resubscribeDonor(db, donor.donorId, now);
  else {
    await suppressDonor({
      db,
      donorId: donor.donorId,
      email: donor.email,
      source: options.source,
      now,
    });
  }
  return { language: donor.language, subscribed: options.action === 'subscribe' };
}
