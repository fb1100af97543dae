import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { createShareInput } from '../../../domain/sharing/schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireDocument } from '../documents/require-document.ts';
import { insertShareLink } from './insert-share-link.ts';
import { linkExpiryFrom } from './link-expiry.ts';
import { toShareLinkDto } from './share-link-dto.ts';

/** POST /api/documents/:id/share: a new link from the share dialog (admin spec §2). */
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
  return db.transaction(async (tx) => {
    await requireDocument(tx, documentId);
    const link = await insertShareLink({
      tx,
      documentId,
      accessLevel: input.accessLevel,
      expiresAt,
      admin,
      now,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'share',
      entity: 'document',
      entityId: documentId,
      details: { shareLinkId: link.id, accessLevel: link.accessLevel, expiresAt: input.expiresAt },
      at: now,
    });
    return toShareLinkDto({ ...link, viewCount: 0 }, { publicUrl, now });
  });
}
