import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { DOCUMENT_STATUSES } from '../documents/documents.ts';
import { linkDelivery } from '../mail/link-delivery-dto.ts';
import { ACCESS_LEVELS, ORGANIZATION_TYPES, SHARE_LINK_STATUSES } from './sharing.ts';

/** The answers of the share-link routes and of the public shared view (/api/shared/:token). */

export const shareLinkDto = z.object({
  id: uuid,
  documentId: uuid,
  shareToken: z.string(),
  shareUrl: z.string(),
  accessLevel: z.enum(ACCESS_LEVELS),
  /** The same value as accessLevel: the spec's screens read either name. */
  permissions: z.enum(ACCESS_LEVELS),
  expiresAt: isoDateTime.nullable(),
  isActive: z.boolean(),
  status: z.enum(SHARE_LINK_STATUSES),
  viewCount: z.number().int(),
  organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
  recipient: z.string().nullable(),
  createdAt: isoDateTime,
  /** What the link asks of its visitors (ADR 049); the passcode itself is never shown again. */
  name: z.string().nullable(),
  hasPasscode: z.boolean(),
  verifyEmail: z.boolean(),
  /** Addresses and "@domain" entries; empty: any address the visitor proves. */
  allowList: z.array(z.string()),
  allowDownload: z.boolean(),
  notifyOnFirstView: z.boolean(),
});
export type ShareLinkDto = z.infer<typeof shareLinkDto>;

/** Invitations and healthcare links. `delivery` is null when nobody was to be mailed. */
export const mailedShareLinkDto = shareLinkDto.extend({ delivery: linkDelivery.nullable() });
export type MailedShareLinkDto = z.infer<typeof mailedShareLinkDto>;

/** GET /api/shared/:token (public). Content is the text every surface shows (documents/nda-text.ts). */
export const sharedDocumentDto = z.object({
  document: z.object({
    id: uuid,
    title: z.string(),
    content: z.string(),
    purpose: z.string().nullable(),
    duration: z.number().int(),
    createdAt: isoDateTime,
    status: z.enum(DOCUMENT_STATUSES),
    /** True when this link may edit and the document is still draft, sent or viewed. */
    canEdit: z.boolean(),
    /**
     * The text with its placeholders as written, for the editor of an edit link (null otherwise):
     * saving the merged text would bake the organisation and partner names into the agreement.
     */
    editableContent: z.string().nullable(),
  }),
  partner: z.object({ companyName: z.string() }).nullable(),
  shareLink: z.object({
    accessLevel: z.enum(ACCESS_LEVELS),
    viewCount: z.number().int(),
    expiresAt: isoDateTime.nullable(),
    name: z.string().nullable(),
    allowDownload: z.boolean(),
  }),
  /** Who is reading, as the link knows them: the address they proved, if it asked (ADR 049). */
  visitor: z.object({ email: z.string().nullable() }),
  /**
   * A new pass for this device (x-visitor-pass header) when the request carried none that works
   * for this link: the page keeps it for its heartbeats and later visits. Null otherwise.
   */
  visitorPass: z.string().nullable(),
  /**
   * Present when a signed-in admin opened the link: the visit was not counted, logged or taken as
   * the partner viewing the NDA.
   */
  isStaffPreview: z.literal(true).optional(),
});
export type SharedDocumentDto = z.infer<typeof sharedDocumentDto>;
