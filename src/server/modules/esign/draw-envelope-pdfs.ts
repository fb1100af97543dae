import { formatDayIn } from '../../../domain/common/localized-date-format.ts';
import type { SealCredentials } from '../../credentials/seal-certificate-file.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import type { EnvelopeField, SignatureRecipient } from './esign.table.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import type { FieldValueRow } from './envelope-field-values.ts';
import { flattenAndSeal } from './placed-fields/flatten-and-seal.ts';
import type { FieldDrawing } from './placed-fields/flatten-fields.task.ts';
import { sha256Hex } from './sha256.ts';
import { decodeSignatureImage } from './signature-image.ts';
import { readEnvelopePdf, type EnvelopeDocument } from './signature-documents.ts';

/** One of the envelope's PDFs with its fields drawn in and sealed (ADR 050). */
export type SealedEnvelopePdf = {
  documentId: string;
  title: string;
  filename: string;
  originalSha256: string;
  bytes: Uint8Array;
  sha256: string;
};

/**
 * What goes in one field: a signature as the signer adopted it (drawn image or typed name), their
 * name, the day they signed in their language and the organisation's time zone, or what they
 * typed or ticked. Null for an optional field left empty, or a person who has not acted.
 */
export function drawingOf(options: {
  field: EnvelopeField;
  signer: SignatureRecipient | undefined;
  value: string | undefined;
  timeZone: string;
}): FieldDrawing | null {
  const { field, signer, value, timeZone } = options;
  if (!signer?.signedAt) return null;
  const name = signer.signatureName ?? signer.name;
  switch (field.kind) {
    case 'signature':
      return signer.signatureImage
        ? { kind: 'image', png: decodeSignatureImage(signer.signatureImage) }
        : { kind: 'signature-text', text: name };
    case 'full-name':
      return { kind: 'text', text: name };
    case 'date-signed':
      return { kind: 'text', text: formatDayIn(signer.language, signer.signedAt, timeZone) };
    case 'checkbox':
      return { kind: 'check', checked: value === 'true' };
    case 'initials':
    case 'text':
      return value ? { kind: 'text', text: value } : null;
  }
}

/**
 * Every PDF of the envelope as it completes: the original with each filled field drawn in its
 * box, sealed, in the untrusted-work pool (the original came from outside), before the signing
 * transaction (ADR 043). `recipients` and `values` are the envelope as the last signature leaves
 * it.
 */
export async function drawEnvelopePdfs(options: {
  db: Database | Transaction;
  pool: UntrustedWorkPool | undefined;
  requestId: string;
  documents: readonly EnvelopeDocument[];
  recipients: readonly SignatureRecipient[];
  values: readonly FieldValueRow[];
  seal: SealCredentials;
  organisationName: string;
  timeZone: string;
  completedAt: Date;
}): Promise<SealedEnvelopePdf[]> {
  const { db, pool, requestId, documents, recipients, values, timeZone } = options;
  if (documents.length === 0) return [];
  if (!pool) throw new Error('A partner PDF is drawn and sealed in the untrusted-work pool.');
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const names = recipients
    .filter((recipient) => recipient.role === 'signer')
    .map((recipient) => recipient.signatureName ?? recipient.name)
    .join(', ');
  const sealed: SealedEnvelopePdf[] = [];
  for (const document of documents) {
    const original = await readEnvelopePdf({
      db,
      requestId,
      documentId: document.id,
      which: 'original',
    });
    const valueOf = (fieldId: string) =>
      values.find((one) => one.documentId === document.id && one.fieldId === fieldId)?.value;
    const bytes = await flattenAndSeal(pool, {
      original: original.bytes,
      fields: document.fields.map((field) => ({
        page: field.page,
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
        drawing: drawingOf({
          field,
          signer: byId.get(field.recipientId),
          value: valueOf(field.id),
          timeZone,
        }),
      })),
      seal: options.seal,
      details: {
        organisationName: options.organisationName,
        reason: `${document.title}: signed by ${names}`,
        signedAt: options.completedAt,
        title: document.title,
      },
    });
    sealed.push({
      documentId: document.id,
      title: document.title,
      filename: signedPdfFilename(document.title),
      originalSha256: document.originalSha256,
      bytes,
      sha256: sha256Hex(bytes),
    });
  }
  return sealed;
}
