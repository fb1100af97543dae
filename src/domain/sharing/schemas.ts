import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import type { DocumentStatus } from '../documents/documents.ts';
import { linkProtectionFields, withLinkProtectionRules } from './link-protection.ts';
import { ACCESS_LEVELS, ORGANIZATION_TYPES, type AccessLevel } from './sharing.ts';
import { MAX_DOCUMENT_CONTENT_LENGTH } from '../templates/templates.ts';
import { emailAddress, isoDateTime, optionalText, requiredText } from '../common/text-fields.ts';

const accessLevel = z.enum(ACCESS_LEVELS, { error: 'Choose view, comment or edit' });

/** An optional email address: blank becomes null, anything else must be valid. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .refine((value) => !value || z.email().safeParse(value).success, 'Enter a valid email address')
  .transform((value) => (value ? value : null));

/**
 * The language of a mail that carries a link to a partner, chosen by staff on the form: the mail
 * and the shared page its link opens are in it. Left out: English.
 */
export const recipientLanguage = z
  .enum(LOCALES, { error: 'Choose English or Spanish' })
  .default('en');

/** The one answer for unknown, deactivated and expired links (admin spec §8 "Access Denied"). */
export const INVALID_SHARE_LINK_MESSAGE =
  'This document link is invalid, expired, or has been deactivated.';
export const COMMENTS_NOT_ALLOWED_MESSAGE = 'This link does not allow comments.';
export const EDITING_NOT_ALLOWED_MESSAGE = 'This link does not allow editing.';
export const CONTENT_LOCKED_MESSAGE =
  'This NDA is out for signature or signed, so its text can no longer change.';
export const CONCURRENT_SAVE_MESSAGE =
  'Someone else saved a change at the same time. Reload to see it.';

/** A document's text may change only before it goes out for signature. */
export const EDITABLE_DOCUMENT_STATUSES = [
  'draft',
  'sent',
  'viewed',
] as const satisfies readonly DocumentStatus[];
export const isEditableStatus = (status: string) =>
  (EDITABLE_DOCUMENT_STATUSES as readonly string[]).includes(status);

/**
 * POST /api/documents/:id/share (admin spec §7): expiresAt is an ISO time or null (never), and the
 * level arrives as accessLevel or, from the quick-share buttons, as permissions. Without either
 * the link is view-only with no expiry (spec §6). The protections (ADR 049) sit beside them; left
 * out, the link asks nothing of its visitors, allows downloads and tells its maker of first views.
 */
export const createShareInput = z
  .object({
    expiresAt: isoDateTime('Use an ISO date and time').nullish(),
    accessLevel: accessLevel.optional(),
    permissions: accessLevel.optional(),
    ...linkProtectionFields.shape,
  })
  .transform(({ expiresAt, accessLevel, permissions, ...protection }) => ({
    expiresAt: expiresAt ?? null,
    accessLevel: (accessLevel ?? permissions ?? 'view') as AccessLevel,
    ...withLinkProtectionRules(protection),
  }));
export type CreateShareInput = z.input<typeof createShareInput>;

/** The healthcare sharing centre's three choices (spec §2 "Quick-share options"). */
export const HEALTHCARE_SHARE_KINDS = ['view', 'collaborate', 'temporary'] as const;

/** POST /api/documents/share/healthcare. `accessLevel` may be a share kind or a plain level. */
export const healthcareShareInput = z.object({
  documentId: z.uuid('Choose a document'),
  documentTitle: z.string().trim().max(300).optional(),
  accessLevel: z.enum([...HEALTHCARE_SHARE_KINDS, 'comment', 'edit'], {
    error: 'Choose view, collaborate or temporary',
  }),
  recipient: optionalText('the recipient', 200),
  organizationType: z.enum(ORGANIZATION_TYPES, {
    error: 'Choose hospital, investor, partner or board',
  }),
  /** Only an email recipient is mailed; a name recipient gets no mail to write in it. */
  language: recipientLanguage,
});
export type HealthcareShareInput = z.input<typeof healthcareShareInput>;

/**
 * Any token shape is looked up: a malformed token must get the same 404 as an unknown, expired or
 * deactivated one, not a 400 that tells them apart.
 */
export const shareTokenParam = z.object({ token: z.string().min(1).max(200) });

/** Comments from the admin panel or from a shared link (spec §5: non-blank after trimming). */
/**
 * The name is required of link holders (checked by the server, which knows who is asking); an
 * admin's comment carries the admin's own name, so theirs may be left out.
 */
export const createCommentInput = z.object({
  content: requiredText('a comment', 5000),
  authorName: optionalText('your name', 100),
  authorEmail: optionalEmail,
  shareToken: z.string().max(200).optional(),
  /**
   * Staff only: the link whose conversation this comment joins (ADR 029); left out, it is a note
   * for staff alone. A link holder's comment always joins their own link's, whatever is sent.
   */
  shareLinkId: z.uuid('Choose a conversation from the list').optional(),
});
export type CreateCommentInput = z.input<typeof createCommentInput>;

export const updateCommentInput = z.object({ isResolved: z.boolean() });

/** Reads by admins or by a shared link's token (?shareToken=...). */
export const shareTokenQuery = z.object({ shareToken: z.string().max(200).optional() });

export const ACTIVITY_PAGE_SIZE = 50;
/** GET /api/documents/:id/activity: newest first, at most `limit` entries. */
export const activityQuery = shareTokenQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).default(ACTIVITY_PAGE_SIZE),
});

/**
 * POST /api/documents/:id/invite. Without a choice an invitation lets them edit and never expires
 * (spec §2 "invites with edit permission"); the panel offers the share dialog's levels and expiry.
 */
export const inviteInput = z
  .object({
    email: emailAddress,
    permissions: accessLevel.optional(),
    accessLevel: accessLevel.optional(),
    expiresAt: isoDateTime('Use an ISO date and time').nullish(),
    language: recipientLanguage,
  })
  .transform((value) => ({
    email: value.email,
    accessLevel: (value.accessLevel ?? value.permissions ?? 'edit') as AccessLevel,
    expiresAt: value.expiresAt ?? null,
    language: value.language,
  }));
export type InviteInput = z.input<typeof inviteInput>;

/** PUT /api/shared/:token/content and PUT /api/documents/:id/content. */
/** authorName is required of link holders (checked by the server); admins save under their name. */
export const updateContentInput = z.object({
  content: requiredText('the agreement text', MAX_DOCUMENT_CONTENT_LENGTH),
  authorName: optionalText('your name', 100),
  authorEmail: optionalEmail,
});
export type UpdateContentInput = z.input<typeof updateContentInput>;
