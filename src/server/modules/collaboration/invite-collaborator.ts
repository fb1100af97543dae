import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { inviteInput } from '../../../domain/sharing/schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { ACCESS_LEVEL_LINK_NAMES, insertShareLink } from '../sharing/insert-share-link.ts';
import { linkExpiryFrom } from '../sharing/link-expiry.ts';
import { queueLinkMail } from '../mail/queue-link-mail.ts';
import { recordDocumentSend } from '../sharing/record-document-send.ts';
import { shareLinkMail, shareUrlIn } from '../sharing/share-mail.ts';
import { toShareLinkDto } from '../sharing/share-link-dto.ts';
import { recordActivity } from './record-activity.ts';
import { requireDocument } from '../documents/require-document.ts';

/**
 * POST /api/documents/:id/invite: a link bound to the invited address, mailed to it: edit and no
 * expiry unless the admin chose otherwise (admin spec §2 "invites with edit permission"); the
 * expiry is checked as a share link's is. The link, the message, the activity and the
 * audit entry commit together, so nobody is mailed a link that does not exist. The answer says
 * whether the mail is on its way or, with no mail server, hands back the link to pass on. The
 * mail, and the page its link opens, are in the language staff chose for the collaborator.
 */
export async function inviteCollaborator(options: {
  db: Database;
  documentId: string;
  input: z.output<typeof inviteInput>;
  admin: AdminUser;
  now: Date;
  publicUrl: string;
  canDeliverMail: boolean;
  /** The organisation's time zone, for the link's end in the mail. */
  timeZone?: string;
}): Promise<MailedShareLinkDto> {
  const { db, documentId, input, admin, now, publicUrl } = options;
  const expiresAt = linkExpiryFrom(input.expiresAt, now);
  return db.transaction(async (tx) => {
    const document = await requireDocument(tx, documentId);
    const link = await insertShareLink({
      tx,
      documentId,
      accessLevel: input.accessLevel,
      expiresAt,
      recipient: input.email,
      recipientEmail: input.email,
      admin,
      now,
    });
    const dto = toShareLinkDto({ ...link, viewCount: 0 }, { publicUrl, now });
    const mailedUrl = shareUrlIn(dto.shareUrl, input.language);
    const mail = shareLinkMail({
      to: input.email,
      linkId: link.id,
      documentTitle: document.title,
      organisationName: await getOrganisationName(tx),
      accessLevel: link.accessLevel,
      expiresAt: link.expiresAt,
      shareUrl: mailedUrl,
      isInvitation: true,
      language: input.language,
      timeZone: options.timeZone,
    });
    const delivery = await queueLinkMail({
      tx,
      mail,
      link: mailedUrl,
      now,
      canDeliverMail: options.canDeliverMail,
    });
    // The feed is read by link holders too, so it says that someone was invited, not who.
    await recordActivity({
      db: tx,
      documentId,
      type: 'invited',
      actor: { name: admin.name, email: admin.email },
      details: `Invited a collaborator with ${ACCESS_LEVEL_LINK_NAMES[link.accessLevel]}`,
      shareToken: link.shareToken,
      now,
    });
    await recordDocumentSend({
      tx,
      kind: 'invite',
      link,
      recipientEmail: input.email,
      message: null,
      admin,
      now,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'invite',
      entity: 'document',
      entityId: documentId,
      details: {
        shareLinkId: link.id,
        email: input.email,
        accessLevel: link.accessLevel,
        expiresAt: link.expiresAt?.toISOString() ?? null,
      },
      at: now,
    });
    return { ...dto, delivery };
  });
}
