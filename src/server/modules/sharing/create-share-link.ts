import type { AdminUser } from '../../../domain/auth.ts';
import type { ShareLinkDto, createShareInput } from '../../../domain/sharing-schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireDocument } from '../collaboration/require-document.ts';
import { fieldError } from '../../http/app-error.ts';
import { insertShareLink } from './insert-share-link.ts';
import { toShareLinkDto } from './share-link-dto.ts';

export const PAST_EXPIRY_MESSAGE = 'Choose an expiry time in the future, or no expiry';

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
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw fieldError('expiresAt', PAST_EXPIRY_MESSAGE);
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
