import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { fieldError } from '../../http/app-error.ts';
import { pdfTemplates, type PdfTemplate } from '../pdf-templates/public.ts';
import type { EnvelopePdf } from './esign-provider.ts';
import { signatureDocuments, type EnvelopeField } from './esign.table.ts';

export const UNKNOWN_TEMPLATE_MESSAGE =
  'A PDF you chose is no longer among the PDF templates. Choose the PDFs again.';

export const tooFewSignersMessage = (name: string, needed: number, has: number) =>
  `"${name}" has fields for ${needed} signers, but this envelope has ${has}. ` +
  'Add a signer or choose another PDF.';

/**
 * The PDF templates chosen for an envelope, in the order chosen, read before the sending
 * transaction. Each template's signer k is the envelope's k-th signer, so the envelope needs at
 * least as many signers as the template has slots (approvers and copies fill no fields).
 */
export async function templatesForEnvelope(
  db: Database,
  ids: readonly string[],
  signerCount: number,
): Promise<PdfTemplate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(pdfTemplates)
    .where(inArray(pdfTemplates.id, [...ids]));
  return ids.map((id) => {
    const template = rows.find((row) => row.id === id);
    if (!template) throw fieldError('pdfTemplateIds', UNKNOWN_TEMPLATE_MESSAGE);
    if (template.signerCount > signerCount) {
      throw fieldError(
        'pdfTemplateIds',
        tooFewSignersMessage(template.name, template.signerCount, signerCount),
      );
    }
    return template;
  });
}

/** The template's fields, each given to the signer whose slot it names. */
const envelopeFieldsOf = (template: PdfTemplate, signerIds: readonly string[]): EnvelopeField[] =>
  template.fields.map((field) => ({ ...field, recipientId: signerIds[field.signer - 1]! }));

/**
 * Copies each template into the envelope as documents 2, 3, ... (the NDA is 1): the original
 * bytes, pages and fields as they are now, so a later edit of the template changes nothing sent.
 */
export async function copyTemplatesIntoEnvelope(options: {
  tx: Transaction;
  requestId: string;
  templates: readonly PdfTemplate[];
  /** The envelope's signers in order: slot 1 is the first. */
  signerIds: readonly string[];
  now: Date;
}): Promise<void> {
  const { tx, requestId, templates, signerIds, now } = options;
  if (templates.length === 0) return;
  await tx.insert(signatureDocuments).values(
    templates.map((template, index) => ({
      requestId,
      position: index + 2,
      templateId: template.id,
      title: template.name,
      filename: template.filename,
      originalPdf: template.pdf,
      originalSha256: template.sha256,
      pages: template.pages,
      fields: envelopeFieldsOf(template, signerIds),
      createdAt: now,
    })),
  );
}

/** The PDFs as a remote provider receives them, each field naming its signer's index. */
export const envelopePdfsOf = (templates: readonly PdfTemplate[]): EnvelopePdf[] =>
  templates.map((template) => ({
    title: template.name,
    pdf: template.pdf,
    fields: template.fields.map((field) => ({ ...field, signerIndex: field.signer - 1 })),
  }));
