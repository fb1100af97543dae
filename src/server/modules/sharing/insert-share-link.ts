import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { LinkProtection } from '../../../domain/sharing/link-protection.ts';
import type { AccessLevel, OrganizationType } from '../../../domain/sharing/sharing.ts';
import type { Transaction } from '../../db/client.ts';
import { recordActivity } from '../collaboration/record-activity.ts';
import { shareLinks, type ShareLink } from './sharing.table.ts';
import { createShareToken } from './share-token.ts';

export const ACCESS_LEVEL_LINK_NAMES: Record<AccessLevel, string> = {
  view: 'a view-only link',
  comment: 'a comment link',
  edit: 'an edit link',
};

/**
 * What a link asks of its visitors (ADR 049), the passcode already hashed (argon2, before the
 * transaction: hashing is slow work that must not hold it open).
 */
export type StoredLinkProtection = Omit<LinkProtection, 'passcode'> & {
  passcodeHash: string | null;
};

/**
 * Creates a link with a fresh token and records the 'shared' activity under the admin's name,
 * who is kept as its maker (mailed on verified visitors' first views). Every way of sharing
 * (dialog, healthcare centre, invitation) goes through here; only the dialog sets protections.
 */
export async function insertShareLink(options: {
  tx: Transaction;
  documentId: string;
  accessLevel: AccessLevel;
  expiresAt: Date | null;
  admin: AdminUser;
  now: Date;
  organizationType?: OrganizationType | null;
  recipient?: string | null;
  recipientEmail?: string | null;
  protection?: StoredLinkProtection;
}): Promise<ShareLink> {
  const { tx, documentId, accessLevel, admin, now } = options;
  const [link] = await tx
    .insert(shareLinks)
    .values({
      documentId,
      shareToken: createShareToken(),
      accessLevel,
      expiresAt: options.expiresAt,
      organizationType: options.organizationType ?? null,
      recipient: options.recipient ?? null,
      recipientEmail: options.recipientEmail ?? null,
      ...options.protection,
      createdByUserId: admin.id,
      createdAt: now,
    })
    .returning();
  await recordActivity({
    db: tx,
    documentId,
    type: 'shared',
    actor: { name: admin.name, email: admin.email },
    details: `Created ${ACCESS_LEVEL_LINK_NAMES[accessLevel]}`,
    shareToken: link!.shareToken,
    now,
  });
  return link!;
}
