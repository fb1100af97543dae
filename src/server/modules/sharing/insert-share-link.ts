import type { AdminUser } from '../../../domain/auth/dtos.ts';
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
 * Creates a link with a fresh token and records the 'shared' activity under the admin's name.
 * Every way of sharing (dialog, healthcare centre, invitation) goes through here.
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
