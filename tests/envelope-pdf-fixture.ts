import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import type { PdfTemplateDto } from '../src/domain/esign/pdf-templates.ts';
import {
  signatureDocuments,
  signatureFieldValues,
  signatureRecipients,
  signatureRequests,
} from '../src/server/modules/esign/esign.table.ts';
import type { TestApp } from './test-app.ts';

/** A one-page PDF as a multipart form, as the template page's upload sends it. */
async function templateForm() {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  const form = new FormData();
  form.append('name', 'Backup business associate agreement');
  form.append('file', new Blob([(await pdf.save()) as BlobPart]), 'baa.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    type: encoded.headers.get('content-type')!,
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

/**
 * A PDF template with a field (ADR 050) through the API, then that PDF as the second document
 * of the signed NDA's envelope with the value its signer typed, inserted as sending and signing
 * write them: pdf_templates, signature_documents and signature_field_values each hold a row.
 */
export async function fillEnvelopePdfTables(
  t: TestApp,
  headers: Record<string, string>,
  ndaDocumentId: string,
) {
  const form = await templateForm();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/pdf-templates',
    headers: { ...headers, 'content-type': form.type },
    payload: form.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id } = uploaded.json() as PdfTemplateDto;
  const field = {
    id: 'department',
    kind: 'text' as const,
    signer: 1,
    page: 1,
    x: 72,
    y: 100,
    width: 180,
    height: 20,
    required: true,
    label: 'Department',
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/pdf-templates/${id}`,
    headers,
    payload: { name: 'Backup business associate agreement', signerCount: 1, fields: [field] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const template = saved.json() as PdfTemplateDto;
  const pdf = await t.app.inject({ url: `/api/pdf-templates/${id}/pdf`, headers });
  expect(pdf.statusCode).toBe(200);

  const [request] = await t.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, ndaDocumentId));
  const [recipient] = await t.db
    .select({ id: signatureRecipients.id })
    .from(signatureRecipients)
    .where(eq(signatureRecipients.requestId, request!.id))
    .orderBy(signatureRecipients.position)
    .limit(1);
  const [document] = await t.db
    .insert(signatureDocuments)
    .values({
      requestId: request!.id,
      position: 2,
      templateId: id,
      title: template.name,
      filename: template.filename,
      originalPdf: pdf.rawPayload,
      originalSha256: template.sha256,
      pages: template.pages,
      fields: template.fields.map((placed) => ({ ...placed, recipientId: recipient!.id })),
    })
    .returning({ id: signatureDocuments.id });
  await t.db.insert(signatureFieldValues).values({
    documentId: document!.id,
    fieldId: field.id,
    recipientId: recipient!.id,
    value: 'Pediatric neurology',
  });
}
