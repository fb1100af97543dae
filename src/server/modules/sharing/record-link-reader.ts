import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { adminDocumentUrlFor } from '../esign/signing-token.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { firstViewMail } from './first-view-mail.ts';
import { shareLinkReaders, type ShareLink } from './sharing.table.ts';

/** What the owner's first-view mail needs from the server's configuration. */
export type FirstViewMailSettings = {
  publicUrl: string;
  timeZone: string;
  canDeliverMail: boolean;
};

/**
 * A verified visitor's view: their address joins the link's readers, once. Only the view that
 * inserted the row mails the link's maker (when the link asks for it and the maker is still an
 * active account with an address), inside the view's transaction: two tabs opening at the same
 * moment insert one row between them, so one mail goes, and a failed view sends none.
 */
export async function recordLinkReader(options: {
  tx: Transaction;
  link: ShareLink;
  email: string;
  document: { id: string; title: string };
  now: Date;
  settings: FirstViewMailSettings;
}): Promise<void> {
  const { tx, link, email, now, settings } = options;
  const inserted = await tx
    .insert(shareLinkReaders)
    .values({ shareLinkId: link.id, email, firstViewedAt: now })
    .onConflictDoNothing()
    .returning({ email: shareLinkReaders.email });
  if (inserted.length === 0 || !link.notifyOnFirstView || !link.createdByUserId) return;
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, link.createdByUserId), eq(users.isActive, true)));
  if (!owner?.email) return;
  const mail = firstViewMail({
    to: owner.email,
    linkId: link.id,
    visitorEmail: email,
    documentTitle: options.document.title,
    link,
    viewedAt: now,
    adminUrl: adminDocumentUrlFor(settings.publicUrl, options.document.id),
    timeZone: settings.timeZone,
  });
  await enqueueMail({ db: tx, mail, now, canDeliver: settings.canDeliverMail });
}
