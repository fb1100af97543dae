import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { emailCampaigns } from '../donors.table.ts';
import { campaignLinks } from './campaign-content.ts';
import { emailCampaignRecipients } from './email-campaign-recipients.table.ts';
import { trackingSigner } from './tracking-token.ts';

export const INVALID_LINK_MESSAGE = 'This link is not valid.';

/** Counts a recipient once: the first open (or click) sets the time and adds one to the count. */
async function markFirst(
  db: Database,
  recipientId: string,
  event: 'open' | 'click',
  now: Date,
): Promise<void> {
  const column =
    event === 'open' ? emailCampaignRecipients.openedAt : emailCampaignRecipients.clickedAt;
  const counter = event === 'open' ? emailCampaigns.openCount : emailCampaigns.clickCount;
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(emailCampaignRecipients)
      .set(event === 'open' ? { openedAt: now } : { clickedAt: now })
      .where(sql`${emailCampaignRecipients.id} = ${recipientId} and ${column} is null`)
      .returning({ campaignId: emailCampaignRecipients.campaignId });
    if (!first) return;
    await tx
      .update(emailCampaigns)
      .set({ [event === 'open' ? 'openCount' : 'clickCount']: sql`${counter} + 1` })
      .where(eq(emailCampaigns.id, first.campaignId));
  });
}

/** The open pixel: a valid token counts the first open of its recipient; anything else is ignored. */
export async function recordOpen(options: { db: Database; token: string; now: Date }) {
  const signer = await trackingSigner(options.db);
  const recipientId = signer.verify(options.token);
  if (recipientId) await markFirst(options.db, recipientId, 'open', options.now);
}

/**
 * The click redirect: only for a token signed for exactly this URL, and only to a link that is
 * in that campaign's content, so the route can never be used to send people elsewhere. A click
 * also counts as an open: the pixel is often blocked by mail programs.
 */
export async function recordClick(options: {
  db: Database;
  token: string;
  url: string;
  now: Date;
}): Promise<string> {
  const { db, token, url, now } = options;
  const recipientId = (await trackingSigner(db)).verify(token, url);
  if (!recipientId) throw new AppError(404, INVALID_LINK_MESSAGE);
  const [found] = await db
    .select({ content: emailCampaigns.content, htmlContent: emailCampaigns.htmlContent })
    .from(emailCampaignRecipients)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailCampaignRecipients.campaignId))
    .where(eq(emailCampaignRecipients.id, recipientId));
  if (!found || !campaignLinks(found).has(url)) throw new AppError(404, INVALID_LINK_MESSAGE);
  await markFirst(db, recipientId, 'click', now);
  await markFirst(db, recipientId, 'open', now);
  return url;
}
