import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { recordExport, type AuditActor } from '../../audit/audit.service.ts';
import { stewardshipLetters } from './stewardship-letters.table.ts';

/**
 * GET /api/stewardship-letters/:id/pdf: a letter's PDF exactly as it was sent. It names the
 * donor and their gifts, so the download is in the owner's audit log (not the file name, which
 * holds the donor's name).
 */
export async function readLetterPdf(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; pdf: Uint8Array }> {
  const { db, id } = options;
  const [letter] = await db
    .select({
      donorId: stewardshipLetters.donorId,
      kind: stewardshipLetters.kind,
      filename: stewardshipLetters.filename,
      pdf: stewardshipLetters.pdf,
    })
    .from(stewardshipLetters)
    .where(eq(stewardshipLetters.id, id));
  if (!letter) throw notFound('This letter');
  await recordExport({
    db,
    actor: options.actor,
    entity: 'donor',
    entityId: letter.donorId,
    format: 'pdf',
    details: { letter: letter.kind, letterId: id },
    at: options.now,
  });
  return { filename: letter.filename, pdf: letter.pdf };
}
