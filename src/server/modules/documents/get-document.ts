import { eq } from 'drizzle-orm';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import { todayIsoDate } from '../../../domain/organisation.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { partners } from '../partners/partners.table.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { toNdaDocumentDto } from './document-dto.ts';
import { ndaDocuments } from './documents.table.ts';

/**
 * GET /api/documents/:id, also the answer of every change. Takes a transaction too, so a change
 * answers what it has just written.
 */
export async function getDocument(options: {
  db: Database | Transaction;
  id: string;
  now: Date;
}): Promise<DocumentDto> {
  const { db, id } = options;
  const [row] = await db
    .select({ document: ndaDocuments, partner: partners })
    .from(ndaDocuments)
    .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
    .where(eq(ndaDocuments.id, id));
  if (!row) throw notFound('NDA');
  return toNdaDocumentDto({
    document: row.document,
    partner: row.partner,
    organisationName: await getOrganisationName(db),
    today: todayIsoDate(options.now),
  });
}
