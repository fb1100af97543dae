import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/database-errors.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { downloadDocument } from '../documents/download-document.ts';
import { invalidShareLink, requireUsableShareLink } from './find-usable-share-link.ts';

/**
 * GET /api/shared/:token/download: the same Word file admins download. The download is recorded
 * once the file has been built, so a failure is not logged as a download. A signed-in admin's
 * download is not logged: the feed would say the partner downloaded it.
 */
export async function downloadSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
  isStaffPreview: boolean;
}): Promise<{ filename: string; data: Buffer }> {
  const { db, token, now } = options;
  const link = await requireUsableShareLink({ db, token, now });
  const file = await downloadDocument({ db, id: link.documentId, now });
  if (options.isStaffPreview) return file;
  try {
    await recordActivity({
      db,
      documentId: link.documentId,
      type: 'downloaded',
      actor: { name: null },
      shareToken: link.shareToken,
      visitor: options.visitor,
      now,
    });
  } catch (error) {
    // Deleted while its file was being built: the link no longer works, as for the next visit.
    if (isForeignKeyViolation(error)) throw invalidShareLink();
    throw error;
  }
  return file;
}
