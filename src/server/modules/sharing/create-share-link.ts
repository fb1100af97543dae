import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { createShareInput } from '../../../domain/sharing/schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/password.ts';
import { requireDocument } from '../documents/require-document.ts';
import { insertShareLink, type StoredLinkProtection } from './insert-share-link.ts';
import { linkExpiryFrom } from './link-expiry.ts';
import { toShareLinkDto } from './share-link-dto.ts';

/**
 * POST /api/documents/:id/share: a new link from the share dialog (admin spec §2), with what it
 * asks of its visitors (ADR 049). Only the passcode's argon2 hash is kept.
 */
export async function createShareLink(options: {
  db: Database;
  documentId: string;
  input: z.output<typeof createShareInput>;
  admin: AdminUser;
  now: Date;
  publicUrl: string;
}): Promise<ShareLinkDto> {
  const { db, documentId, input, admin, now, publicUrl } = options;
  const expiresAt = linkExpiryFrom(input.expiresAt, now);
  const { name, verifyEmail, allowList, allowDownload, notifyOnFirstView } = input;
  const protection: StoredLinkProtection = {
    name,
    verifyEmail,
    allowList,
    allowDownload,
    notifyOnFirstView,
    passcodeHash: input.passcode === null ? null : await hashPassword(input.passcode),
  };
  return db.transaction(async (tx) => {
    await requireDocument(tx, documentId);
    const link = await insertShareLink({
      tx,
      documentId,
      accessLevel: input.accessLevel,
      expiresAt,
      protection,
      admin,
      now,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'share',
      entity: 'document',
      entityId: documentId,
      details: {
        shareLinkId: link.id,
        accessLevel: link.accessLevel,
        expiresAt: input.expiresAt,
        hasPasscode: protection.passcodeHash !== null,
        verifyEmail: link.verifyEmail,
        allowList: link.allowList,
        allowDownload: link.allowDownload,
      },
      at: now,
    });
    return toShareLinkDto({ ...link, viewCount: 0 }, { publicUrl, now });
  });
}
