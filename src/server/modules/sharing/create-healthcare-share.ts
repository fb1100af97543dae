import { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { TEMPORARY_LINK_DAYS, type AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import type { MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { healthcareShareInput } from '../../../domain/sharing/schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireDocument } from '../documents/require-document.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { insertShareLink } from './insert-share-link.ts';
import { queueLinkMail } from '../mail/queue-link-mail.ts';
import { shareLinkMail, shareUrlIn } from './share-mail.ts';
import { toShareLinkDto } from './share-link-dto.ts';

type HealthcareShareData = z.output<typeof healthcareShareInput>;
const DAY_MS = 86_400_000;

/** The sharing centre's choices as link terms: collaborate is an edit link, temporary lasts 7 days. */
export function healthcareLinkTerms(
  kind: HealthcareShareData['accessLevel'],
  now: Date,
): { accessLevel: AccessLevel; expiresAt: Date | null } {
  if (kind === 'collaborate') return { accessLevel: 'edit', expiresAt: null };
  if (kind === 'temporary') {
    return {
      accessLevel: 'view',
      expiresAt: new Date(now.getTime() + TEMPORARY_LINK_DAYS * DAY_MS),
    };
  }
  return { accessLevel: kind, expiresAt: null };
}

const isEmailAddress = (value: string | null): value is string =>
  value !== null && z.email().safeParse(value).success;

/**
 * POST /api/documents/share/healthcare. The organisation type and recipient are kept with the
 * link; a recipient that is an email address also gets the link by mail, in the same transaction.
 * The answer's `delivery` says whether a mail went out (null: the recipient is a name, or none).
 * The mail, and the page its link opens, are in the language staff chose for the recipient.
 */
export async function createHealthcareShare(options: {
  db: Database;
  input: HealthcareShareData;
  admin: AdminUser;
  now: Date;
  publicUrl: string;
  canDeliverMail: boolean;
  /** The organisation's time zone, for the link's end in the mail. */
  timeZone: string;
}): Promise<MailedShareLinkDto> {
  const { db, input, admin, now, publicUrl } = options;
  const terms = healthcareLinkTerms(input.accessLevel, now);
  const recipientEmail = isEmailAddress(input.recipient) ? input.recipient : null;
  return db.transaction(async (tx) => {
    const document = await requireDocument(tx, input.documentId);
    const link = await insertShareLink({
      tx,
      documentId: document.id,
      ...terms,
      organizationType: input.organizationType,
      recipient: input.recipient,
      recipientEmail,
      admin,
      now,
    });
    const dto = toShareLinkDto({ ...link, viewCount: 0 }, { publicUrl, now });
    let delivery: LinkDelivery | null = null;
    if (recipientEmail) {
      const mailedUrl = shareUrlIn(dto.shareUrl, input.language);
      const mail = shareLinkMail({
        to: recipientEmail,
        linkId: link.id,
        documentTitle: document.title,
        organisationName: await getOrganisationName(tx),
        accessLevel: link.accessLevel,
        expiresAt: link.expiresAt,
        shareUrl: mailedUrl,
        isInvitation: false,
        language: input.language,
        timeZone: options.timeZone,
      });
      delivery = await queueLinkMail({
        tx,
        mail,
        link: mailedUrl,
        now,
        canDeliverMail: options.canDeliverMail,
      });
    }
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'share',
      entity: 'document',
      entityId: document.id,
      details: {
        shareLinkId: link.id,
        kind: input.accessLevel,
        accessLevel: link.accessLevel,
        organizationType: input.organizationType,
        mailed: recipientEmail !== null,
        delivery: delivery?.status ?? null,
      },
      at: now,
    });
    return { ...dto, delivery };
  });
}
