import { createHash } from 'node:crypto';
import type { FamilyPaperDto } from '../../../domain/family-papers/dtos.ts';
import { cleanPaperFilename } from '../../../domain/family-papers/filenames.ts';
import {
  formatPaperSize,
  MAX_PAPER_BYTES,
  roomLeft,
  takesPapers,
} from '../../../domain/family-papers/papers.ts';
import { paperKind } from '../../../domain/family-papers/schemas.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { STATUS_LINK_ACTOR } from '../waiting-list/family-actor.ts';
import { findEntryByToken } from '../waiting-list/find-entry-by-token.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';
import { detectPaperType } from './detect-paper-type.ts';
import { familyPapers } from './family-papers.table.ts';
import { papersOfEntry, usageOf } from './list-family-papers.ts';
import { paperFacts, toFamilyPaperDto } from './paper-dto.ts';
import type { PaperMessages } from './paper-messages.ts';
import type { PaperUpload } from './paper-upload-form.ts';

/**
 * POST /api/waiting-list/status/:token/papers: the family sends one paper. Its type is read
 * from its bytes (in the untrusted-work pool for Word) before the transaction; the transaction
 * locks the entry, so two uploads at once cannot pass the entry's limits together, and holds
 * only the checks and the insert (ADR 043).
 */
export async function uploadPaper(options: {
  db: Database;
  token: string;
  entry: WaitingListEntry;
  upload: PaperUpload;
  messages: PaperMessages;
  now: Date;
  untrustedWork: UntrustedWorkPool;
}): Promise<FamilyPaperDto> {
  const { db, token, upload, messages, now } = options;
  const kind = paperKind.safeParse(upload.kind?.trim()).data;
  if (!kind) throw fieldError('kind', messages.chooseKind);
  if (!takesPapers(options.entry.status)) throw new AppError(409, messages.closed);
  // The form reader stops past the limit; this holds for any other caller.
  if (upload.data.length > MAX_PAPER_BYTES) throw new AppError(413, messages.fileTooLarge);
  const type = await detectPaperType({
    data: upload.data,
    messages,
    untrustedWork: options.untrustedWork,
  });
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  const filename = cleanPaperFilename(upload.filename);

  return db.transaction(async (tx) => {
    const entry = await findEntryByToken(tx, token, { forUpdate: true });
    if (!takesPapers(entry.status)) throw new AppError(409, messages.closed);
    const papers = await papersOfEntry(tx, entry.id);
    if (papers.some((paper) => paper.sha256 === sha256)) {
      throw new AppError(409, messages.alreadySent);
    }
    const room = roomLeft(usageOf(papers));
    if (room.files === 0) throw new AppError(409, messages.tooManyFiles);
    if (upload.data.length > room.bytes) {
      throw new AppError(413, messages.noRoom(formatPaperSize(room.bytes, entry.language)));
    }
    const [paper] = await tx
      .insert(familyPapers)
      .values({
        entryId: entry.id,
        kind,
        filename,
        mimeType: type.mimeType,
        size: upload.data.length,
        sha256,
        data: upload.data,
        uploadedAt: now,
      })
      .returning(paperFacts);
    // Never the file's name: the audit log outlives the entry, and a name may hold the child's.
    await recordAudit({
      db: tx,
      actor: STATUS_LINK_ACTOR,
      action: 'add-paper',
      entity: 'waiting_list',
      entityId: entry.id,
      details: { paperId: paper!.id, kind, mimeType: type.mimeType, bytes: paper!.size },
      at: now,
    });
    return toFamilyPaperDto(paper!);
  });
}
