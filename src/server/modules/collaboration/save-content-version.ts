import { and, eq, max } from 'drizzle-orm';
import type { DocumentVersionSource } from '../../../domain/documents/documents.ts';
import {
  CONCURRENT_SAVE_MESSAGE,
  CONTENT_LOCKED_MESSAGE,
  isEditableStatus,
} from '../../../domain/sharing/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { auditLog } from '../audit/audit.table.ts';
import { ndaDocuments } from '../documents/public.ts';
import { documentVersions, type DocumentVersion } from './collaboration.table.ts';
import { recordActivity, type VisitorInfo } from './record-activity.ts';

export type VersionAuthor = {
  name: string;
  email: string | null;
  userId: string | null;
  source: Extract<DocumentVersionSource, 'admin' | 'share-link'>;
};

export const EXPIRED_CONTENT_MESSAGE = 'This NDA has expired, so its text can no longer change.';
export const ORIGINAL_AUTHOR_NAME = 'Original';

/** An uploaded document's first text came from its file; every other one was written by an admin. */
async function originalSource(tx: Transaction, documentId: string): Promise<DocumentVersionSource> {
  const [upload] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'document'),
        eq(auditLog.entityId, documentId),
        eq(auditLog.action, 'upload'),
      ),
    )
    .limit(1);
  return upload ? 'upload' : 'admin';
}

/**
 * Saves new agreement text as the next numbered version and makes it the document's content.
 * The first save also keeps the text it replaces as version 1, so every change can be diffed.
 * The document row is locked for the whole transaction: saves follow each other, and a document
 * that goes out for signature meanwhile is not changed behind the signer's back. The unique
 * (document_id, number) index is the last guard; a clash there is answered with a 409.
 */
export async function saveContentVersion(options: {
  db: Database;
  documentId: string;
  content: string;
  author: VersionAuthor;
  now: Date;
  shareToken?: string | null;
  visitor?: VisitorInfo;
  auditActor?: AuditActor;
}): Promise<DocumentVersion> {
  const { db, documentId, author, now } = options;
  try {
    return await db.transaction(async (tx) => {
      const [document] = await tx
        .select()
        .from(ndaDocuments)
        .where(eq(ndaDocuments.id, documentId))
        .for('update');
      if (!document) throw notFound('NDA');
      if (document.status === 'expired') throw new AppError(409, EXPIRED_CONTENT_MESSAGE);
      if (!isEditableStatus(document.status)) throw new AppError(409, CONTENT_LOCKED_MESSAGE);

      const [latest] = await tx
        .select({ number: max(documentVersions.number) })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, documentId));
      let number = latest?.number ?? 0;
      if (number === 0) {
        number = 1;
        await tx.insert(documentVersions).values({
          documentId,
          number,
          content: document.content,
          authorName: ORIGINAL_AUTHOR_NAME,
          source: await originalSource(tx, documentId),
          createdAt: document.updatedAt,
        });
      }
      const [version] = await tx
        .insert(documentVersions)
        .values({
          documentId,
          number: number + 1,
          content: options.content,
          authorName: author.name,
          authorEmail: author.email,
          authorUserId: author.userId,
          source: author.source,
          createdAt: now,
        })
        .returning();
      await tx
        .update(ndaDocuments)
        .set({ content: options.content, updatedAt: now })
        .where(eq(ndaDocuments.id, documentId));
      await recordActivity({
        db: tx,
        documentId,
        type: 'edited',
        actor: { name: author.name, email: author.email },
        details: `Saved version ${version!.number}`,
        shareToken: options.shareToken ?? null,
        visitor: options.visitor,
        now,
      });
      if (options.auditActor) {
        await recordAudit({
          db: tx,
          actor: options.auditActor,
          action: 'edit-content',
          entity: 'document',
          entityId: documentId,
          details: { version: version!.number },
          at: now,
        });
      }
      return version!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CONCURRENT_SAVE_MESSAGE);
    throw error;
  }
}
