import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { ndaDocuments } from './documents.table.ts';

/** The document an admin names by id; an unknown id is a 404 before anything is read or written. */
export async function requireDocument(db: Database | Transaction, documentId: string) {
  const [document] = await db
    .select({ id: ndaDocuments.id, title: ndaDocuments.title })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.id, documentId));
  if (!document) throw notFound('NDA');
  return document;
}
