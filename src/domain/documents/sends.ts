import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { OUTBOX_STATUSES } from '../mail/mail.ts';
import { ACCESS_LEVELS, SHARE_LINK_STATUSES } from '../sharing/sharing.ts';

/** How a link reached someone by mail: the NDA was sent to them, or they were invited to it. */
export const DOCUMENT_SEND_KINDS = ['send', 'invite'] as const;
export type DocumentSendKind = (typeof DOCUMENT_SEND_KINDS)[number];

/**
 * GET /api/documents/:id/sends: each mail that carried a link to the NDA, newest first, as it was
 * sent (recipient, time, access level, expiry, message, sender), with what became of the link
 * since (linkStatus) and of the mail (mailStatus from the outbox; null if it is no longer there).
 */
export const documentSendDto = z.object({
  id: uuid,
  kind: z.enum(DOCUMENT_SEND_KINDS),
  recipientEmail: z.string(),
  accessLevel: z.enum(ACCESS_LEVELS),
  expiresAt: isoDateTime.nullable(),
  message: z.string().nullable(),
  sentByName: z.string(),
  sentAt: isoDateTime,
  shareLinkId: uuid,
  linkStatus: z.enum(SHARE_LINK_STATUSES),
  mailStatus: z.enum(OUTBOX_STATUSES).nullable(),
});
export type DocumentSendDto = z.infer<typeof documentSendDto>;
