import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { ShareLinkStatus } from '../../../domain/sharing/sharing.ts';
import type { ShareLink } from './sharing.table.ts';
import { shareUrlFor } from './share-token.ts';

/** A link stops working when deactivated or once its expiry time has come. */
export function shareLinkStatus(link: ShareLink, now: Date): ShareLinkStatus {
  if (!link.isActive) return 'deactivated';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  return 'active';
}

/** A link with its view count (share-link-views.ts); a new link has 0. */
export type CountedShareLink = ShareLink & { viewCount: number };

export const toShareLinkDto = (
  link: CountedShareLink,
  context: { publicUrl: string; now: Date },
): ShareLinkDto => ({
  id: link.id,
  documentId: link.documentId,
  shareToken: link.shareToken,
  shareUrl: shareUrlFor(context.publicUrl, link.shareToken),
  accessLevel: link.accessLevel,
  permissions: link.accessLevel,
  expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
  isActive: link.isActive,
  status: shareLinkStatus(link, context.now),
  viewCount: link.viewCount,
  organizationType: link.organizationType,
  recipient: link.recipient,
  createdAt: link.createdAt.toISOString(),
  name: link.name,
  hasPasscode: link.passcodeHash !== null,
  verifyEmail: link.verifyEmail,
  allowList: link.allowList,
  allowDownload: link.allowDownload,
  notifyOnFirstView: link.notifyOnFirstView,
});
