import type { Database } from '../../db/client.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { downloadDocument } from '../documents/download-document.ts';
import { requireUsableShareLink } from './find-usable-share-link.ts';

/**
 * GET /api/shared/:token/download: the same Word file admins download. The download is recorded
 * once the file has been built, so a failure is not logged as a download.
 */
export async function downloadSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
}): Promise<{ filename: string; data: Buffer }> {
  const { db, token, now } = options;
  const link = await requireUsableShareLink({ db, token, now });
  const file = await downloadDocument({ db, id: link.documentId, now });
  await recordActivity({
    db,
    documentId: link.documentId,
    type: 'downloaded',
    actor: { name: null },
    shareToken: link.shareToken,
    visitor: options.visitor,
    now,
  });
  return file;
}
