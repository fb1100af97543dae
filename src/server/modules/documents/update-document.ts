import { eq } from 'drizzle-orm';
import { computeExpirationDate } from '../../../domain/documents/rules.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { UpdateDocumentData } from '../../../domain/documents/schemas.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { EXPIRATION_BEFORE_EFFECTIVE_MESSAGE, onlyDrafts } from './document-errors.ts';
import { fieldError } from '../../http/app-error.ts';
import { assertPartnerExists, assertTemplateExists } from './document-references.ts';
import { ndaDocuments, type NdaDocument } from './documents.table.ts';
import { getDocument } from './get-document.ts';

/**
 * The end of the term after an edit: a typed date wins; otherwise it follows the effective date
 * and duration whenever either changes, or when the client clears it (null).
 */
function nextExpirationDate(current: NdaDocument, input: UpdateDocumentData): string | null {
  if (input.expirationDate) return input.expirationDate;
  const effectiveDate = input.effectiveDate ?? current.effectiveDate;
  const duration = input.duration ?? current.duration;
  const termChanged = effectiveDate !== current.effectiveDate || duration !== current.duration;
  if (termChanged || input.expirationDate === null) {
    return computeExpirationDate(effectiveDate, duration);
  }
  return current.expirationDate;
}

/** PATCH /api/documents/:id. Only drafts change: what was sent is what the partner saw. */
export async function updateDocument(options: {
  db: Database;
  id: string;
  input: UpdateDocumentData;
  actor: AuditActor;
  now: Date;
}): Promise<DocumentDto> {
  const { db, id, input, actor, now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(ndaDocuments)
      .where(eq(ndaDocuments.id, id))
      .for('update');
    if (!current) throw notFound('NDA');
    if (current.status !== 'draft') throw onlyDrafts('edited', current.status);

    const next = {
      title: input.title ?? current.title,
      purpose: input.purpose === undefined ? current.purpose : input.purpose,
      partnerId: input.partnerId ?? current.partnerId,
      templateId: input.templateId === undefined ? current.templateId : input.templateId,
      effectiveDate: input.effectiveDate ?? current.effectiveDate,
      duration: input.duration ?? current.duration,
      expirationDate: nextExpirationDate(current, input),
      content: input.content ?? current.content,
    };
    if (next.expirationDate && next.expirationDate < next.effectiveDate) {
      throw fieldError('expirationDate', EXPIRATION_BEFORE_EFFECTIVE_MESSAGE);
    }
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => next[key] !== current[key],
    );
    if (changed.length === 0) return getDocument({ db: tx, id, now });

    if (changed.includes('partnerId')) await assertPartnerExists(tx, next.partnerId);
    if (changed.includes('templateId') && next.templateId) {
      await assertTemplateExists(tx, next.templateId);
    }
    await tx
      .update(ndaDocuments)
      .set({ ...next, updatedAt: now })
      .where(eq(ndaDocuments.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'document',
      entityId: id,
      details: { changed },
      at: now,
    });
    return getDocument({ db: tx, id, now });
  });
}
