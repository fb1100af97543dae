import { eq } from 'drizzle-orm';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AgreementText } from './agreement-snapshot.ts';
import { agreedSnapshotColumn, readAgreedSnapshot } from './agreed-snapshot.ts';
import { partners } from '../partners/public.ts';
import { organisationNameColumn, readOrganisationName } from '../settings/settings.service.ts';
import { agreementOf } from './document-agreement.ts';
import { toNdaDocumentDto } from './document-dto.ts';
import { ndaDocuments } from './documents.table.ts';

/** The document, its partner, the organisation's name and its agreed text, in one round trip. */
async function readDocument(db: Database | Transaction, id: string) {
  const [row] = await db
    .select({
      document: ndaDocuments,
      partner: partners,
      organisationName: organisationNameColumn,
      agreed: agreedSnapshotColumn,
    })
    .from(ndaDocuments)
    .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
    .where(eq(ndaDocuments.id, id));
  if (!row) throw notFound('NDA');
  const agreement = agreementOf({
    document: row.document,
    partner: row.partner,
    organisationName: readOrganisationName(row.organisationName),
    agreed: readAgreedSnapshot(row.agreed),
  });
  return { ...row, agreement };
}

/**
 * GET /api/documents/:id, also the answer of every change. Takes a transaction too, so a change
 * answers what it has just written.
 */
export async function getDocument(options: {
  db: Database | Transaction;
  id: string;
  now: Date;
}): Promise<DocumentDto> {
  const { document, partner, agreement } = await readDocument(options.db, options.id);
  return toNdaDocumentDto({
    document,
    partner,
    mergedContent: agreement.content,
    today: todayIsoDate(options.now),
  });
}

/** The NDA as the Word file and other renderings show it (see agreementOf). */
export async function getDocumentAgreement(options: {
  db: Database | Transaction;
  id: string;
}): Promise<AgreementText> {
  return (await readDocument(options.db, options.id)).agreement;
}
