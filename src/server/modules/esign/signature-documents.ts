import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { SigningDocumentDto } from '../../../domain/esign/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  signatureDocuments,
  signatureFieldValues,
  type SignatureDocument,
  type SignatureFieldValue,
  type SignatureRecipient,
} from './esign.table.ts';

type Db = Database | Transaction;

/** An envelope's PDF without its bytes: what lists, views and checks need. */
export type EnvelopeDocument = Omit<SignatureDocument, 'originalPdf' | 'signedPdf'>;

const {
  originalPdf: _original,
  signedPdf: _signed,
  ...documentFacts
} = getTableColumns(signatureDocuments);

/** The partner's PDFs of an envelope (ADR 050), in the envelope's order, without their bytes. */
export function listEnvelopeDocuments(db: Db, requestId: string): Promise<EnvelopeDocument[]> {
  return db
    .select(documentFacts)
    .from(signatureDocuments)
    .where(eq(signatureDocuments.requestId, requestId))
    .orderBy(asc(signatureDocuments.position));
}

/** Every value typed or ticked into the envelope's fields. */
export async function listFieldValues(
  db: Db,
  documents: readonly EnvelopeDocument[],
): Promise<SignatureFieldValue[]> {
  if (documents.length === 0) return [];
  return db
    .select()
    .from(signatureFieldValues)
    .where(
      inArray(
        signatureFieldValues.documentId,
        documents.map((document) => document.id),
      ),
    );
}

export const ENVELOPE_DOCUMENT_NOT_FOUND_MESSAGE = 'This envelope has no such document.';

/** One PDF's bytes: the original as uploaded, or the sealed copy once the envelope completed. */
export async function readEnvelopePdf(options: {
  db: Db;
  requestId: string;
  documentId: string;
  which: 'original' | 'signed';
}): Promise<{ title: string; bytes: Uint8Array }> {
  const { db, requestId, documentId, which } = options;
  const [row] = await db
    .select({
      title: signatureDocuments.title,
      original: signatureDocuments.originalPdf,
      signed: signatureDocuments.signedPdf,
    })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.id, documentId), eq(signatureDocuments.requestId, requestId)));
  if (!row) throw new AppError(404, ENVELOPE_DOCUMENT_NOT_FOUND_MESSAGE);
  const bytes = which === 'original' ? row.original : row.signed;
  if (!bytes) {
    throw new AppError(
      409,
      'This document has no signed copy here yet: it is made when everyone has signed. With ' +
        "DocuSign, every document is in the envelope's one signed PDF.",
    );
  }
  return { title: row.title, bytes };
}

/**
 * The envelope's PDFs as one person's signing page shows them: every page, their own fields to
 * fill and the others' fields as outlines with whose they are. Approvers and copy recipients
 * have no fields.
 */
export function toSigningDocuments(
  documents: readonly EnvelopeDocument[],
  recipient: SignatureRecipient,
  recipients: readonly SignatureRecipient[],
): SigningDocumentDto[] {
  const nameOf = new Map(recipients.map((one) => [one.id, one.name]));
  return documents.map((document) => ({
    id: document.id,
    title: document.title,
    pages: document.pages,
    sha256: document.originalSha256,
    fields: document.fields.map(({ recipientId, signer: _slot, ...field }) => ({
      ...field,
      mine: recipientId === recipient.id,
      recipientName: nameOf.get(recipientId) ?? '',
    })),
  }));
}

/** The envelope's PDFs for the signing page of the link's person. */
export async function signingDocumentsOf(
  db: Db,
  link: {
    request: { id: string };
    recipient: SignatureRecipient;
    recipients: SignatureRecipient[];
  },
): Promise<SigningDocumentDto[]> {
  const documents = await listEnvelopeDocuments(db, link.request.id);
  return toSigningDocuments(documents, link.recipient, link.recipients);
}
