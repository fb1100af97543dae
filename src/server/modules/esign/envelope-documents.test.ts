import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../tests/esign-test-helpers.ts';
import { partnerPdf, pdfUploadForm, SIX_FIELDS } from '../../../../tests/partner-pdf-kit.ts';
import { pdfPageTexts, pdfReadersPresent, qpdfCheck } from '../../../../tests/pdf-readers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type {
  EnvelopeStatusDto,
  SignedPdfVerificationDto,
  SigningViewDto,
} from '../../../domain/esign/dtos.ts';
import type { PdfTemplateDto } from '../../../domain/esign/pdf-templates.ts';
import { fieldErrorKey } from '../../../domain/esign/placed-fields.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { outbox, outboxAttachments } from '../mail/mail.table.ts';
import { tooFewSignersMessage } from './envelope-pdfs.ts';
import { ALREADY_ON_ENVELOPE_MESSAGE } from './envelope-people.ts';
import { sendDueReminders } from './reminders.ts';

/**
 * A partner's own PDF in the envelope of an NDA (ADR 050): placed fields for two signers, an
 * approver in a later step and a copy; the values checked, drawn in, sealed and recognised.
 */
let t: TestApp;
let headers: Record<string, string>;
let templateId: string;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
let original: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
  headers = (await signInAsNewAdmin(t, { roles: ['partnerships'] })).headers;
  original = await partnerPdf();
  const form = await pdfUploadForm(original, 'Business Associate Agreement');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/pdf-templates',
    headers: { ...headers, 'content-type': form.type },
    payload: form.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  templateId = (uploaded.json() as PdfTemplateDto).id;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/pdf-templates/${templateId}`,
    headers,
    payload: { name: 'Business Associate Agreement', signerCount: 2, fields: SIX_FIELDS },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

let counter = 0;
async function newNda() {
  counter += 1;
  const partner = await createPartner(t.db, {
    companyName: `Harbor Children's Hospital ${counter}`,
    contactName: `Dana Ortiz ${counter}`,
    email: `dana${counter}@harbor.example.org`,
  });
  const document = await createDocument(t.db, { partnerId: partner.id, title: `NDA ${counter}` });
  return { partner, document };
}

const people = (n: number) => ({
  second: `lee${n}@harbor.example.org`,
  approver: `counsel${n}@harbor.example.org`,
  copy: `records${n}@harbor.example.org`,
});

async function sendWithPdf() {
  const { partner, document } = await newNda();
  const to = people(counter);
  const sent = await sendForSignature(t, headers, document.id, {
    signingOrder: 'steps',
    signerStep: 1,
    moreRecipients: [
      { role: 'signer', name: 'Lee Park', email: to.second, language: 'es', step: 1 },
      { role: 'approver', name: 'Ana Counsel', email: to.approver, step: 2 },
      { role: 'cc', name: 'Records', email: to.copy },
    ],
    pdfTemplateIds: [templateId],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { partner, document, to, envelope: sent.json() as EnvelopeStatusDto };
}

const viewOf = async (token: string) =>
  (await openSigningLink(t, token, newConnection())).json() as SigningViewDto & {
    canSign: true;
  };

describe('an NDA and a partner PDF in one envelope, in numbered steps', () => {
  it('sends step 1 to both signers, names the PDF in their mail, and keeps the fields per signer', async () => {
    const { partner, to, envelope } = await sendWithPdf();
    expect(envelope.recipients.map((one) => [one.role, one.routingOrder, one.status])).toEqual([
      ['signer', 1, 'sent'],
      ['signer', 1, 'sent'],
      ['approver', 2, 'waiting'],
      ['cc', 3, 'waiting'],
    ]);
    expect(envelope.documents).toEqual([
      expect.objectContaining({ title: 'Business Associate Agreement', fieldCount: 6 }),
    ]);
    expect(envelope.documents[0]!.originalSha256).toBe(sha256(original));
    const invitation = await latestMailTo(t, partner.email!);
    expect(invitation.text).toContain('"Business Associate Agreement"');
    // The Spanish signer's invitation is in Spanish; the approver has none yet.
    expect((await latestMailTo(t, to.second)).text).toContain('La misma solicitud incluye');
    expect(await t.db.select().from(outbox).where(eq(outbox.to, to.approver))).toEqual([]);

    const view = await viewOf(await signingTokenFor(t, partner.email!));
    expect(view.role).toBe('signer');
    const [pdf] = view.documents;
    expect(pdf!.pages).toHaveLength(3);
    expect(pdf!.fields.filter((field) => field.mine).map((field) => field.id)).toEqual([
      'sign-1',
      'date-1',
      'department',
    ]);
    expect(pdf!.fields.find((field) => field.id === 'privacy')).toMatchObject({
      mine: false,
      recipientName: 'Lee Park',
    });
  });

  it('hands the signer the original PDF through their link', async () => {
    const { partner } = await sendWithPdf();
    const token = await signingTokenFor(t, partner.email!);
    const { documents } = await viewOf(token);
    const response = await t.app.inject({
      url: `/api/sign/${token}/documents/${documents[0]!.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(sha256(response.rawPayload)).toBe(sha256(original));
    const unknown = await t.app.inject({
      url: `/api/sign/${token}/documents/00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a missing required value, and a value for someone else's field, beside each field", async () => {
    const { partner } = await sendWithPdf();
    const token = await signingTokenFor(t, partner.email!);
    const { documents } = await viewOf(token);
    const documentId = documents[0]!.id;
    const refused = await signWith(t, token, newConnection(), {
      ...typedSignature('Dana Ortiz'),
      fieldValues: [
        { documentId, fieldId: 'department', value: '   ' },
        { documentId, fieldId: 'privacy', value: true },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      [fieldErrorKey(documentId, 'department')]: ['Fill in this field: Department.'],
      [fieldErrorKey(documentId, 'privacy')]: [
        'Reload the page: a value was sent for a field that is not yours.',
      ],
    });
    // Nothing was signed.
    expect((await viewOf(token)).canSign).toBe(true);
  });

  it('draws every value on its page, seals the copy, lists both documents, and /verify knows it', async () => {
    const { partner, document, to } = await sendWithPdf();
    const first = await signingTokenFor(t, partner.email!);
    const documentId = (await viewOf(first)).documents[0]!.id;
    const signedFirst = await signWith(t, first, newConnection(), {
      ...typedSignature('Dana Ortiz'),
      fieldValues: [{ documentId, fieldId: 'department', value: 'Pediatric Neurology' }],
    });
    expect(signedFirst.statusCode, signedFirst.body).toBe(200);
    const second = await signingTokenFor(t, to.second);
    const signedSecond = await signWith(t, second, newConnection(), {
      ...typedSignature('Lee Núñez Park'),
      fieldValues: [
        { documentId, fieldId: 'initials-2', value: 'L.N.P.' },
        { documentId, fieldId: 'privacy', value: true },
      ],
    });
    expect(signedSecond.statusCode, signedSecond.body).toBe(200);

    // The second step: the approver's turn, with no fields and the approver's words.
    const approverToken = await signingTokenFor(t, to.approver);
    const approverView = await viewOf(approverToken);
    expect(approverView.role).toBe('approver');
    expect(approverView.documents[0]!.fields.every((field) => !field.mine)).toBe(true);
    expect((await latestMailTo(t, to.approver)).text).toContain('review and approve');
    // Three days on, the approver is reminded to approve, not to sign.
    const threeDaysOn = new Date(t.clock.now().getTime() + 3 * 24 * 3600_000);
    await sendDueReminders({ db: t.db, config: t.config, now: threeDaysOn });
    const reminder = await latestMailTo(t, to.approver);
    expect(reminder.subject).toMatch(/^Reminder: please review and approve "/);
    expect(reminder.text).toContain('It has not been approved yet.');
    const approved = await signWith(
      t,
      approverToken,
      newConnection(),
      typedSignature('Ana Counsel'),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'completed' });

    const status = (
      await t.app.inject({ url: `/api/docusign/status/${document.id}`, headers })
    ).json() as EnvelopeStatusDto;
    const [summary] = status.documents;
    expect(summary!.signedPdfHash).toMatch(/^[0-9a-f]{64}$/);

    const signed = await t.app.inject({
      url: `/api/docusign/download/${document.id}/documents/${documentId}`,
      headers,
    });
    expect(signed.statusCode).toBe(200);
    const bytes = new Uint8Array(signed.rawPayload);
    expect(sha256(bytes)).toBe(summary!.signedPdfHash);
    const kept = await t.app.inject({
      url: `/api/docusign/download/${document.id}/documents/${documentId}/original`,
      headers,
    });
    expect(sha256(kept.rawPayload)).toBe(sha256(original));

    if (await pdfReadersPresent()) {
      const pages = await pdfPageTexts(bytes);
      expect(pages).toHaveLength(3);
      expect(pages[0]).toContain('Dana Ortiz');
      expect(pages[1]).toContain('Pediatric Neurology');
      expect(pages[1]).toContain('L.N.P.');
      expect(pages[2]).toContain('Lee Núñez Park');
      expect(pages[0]).not.toContain('Pediatric Neurology');
      await qpdfCheck(bytes);
      // The agreement's certificate names the partner PDF with both fingerprints, and the approver.
      const nda = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
      const certificate = (await pdfPageTexts(new Uint8Array(nda.rawPayload))).join('\n');
      expect(certificate).toContain('Documents in this envelope');
      expect(certificate).toContain(sha256(original));
      expect(certificate).toContain(summary!.signedPdfHash!);
      expect(certificate).toContain('Approval: typed name');
    }

    const checked = await verifyUpload(t, headers, bytes, 'baa-signed.pdf');
    expect(checked.json() as SignedPdfVerificationDto).toMatchObject({
      matches: true,
      title: 'Business Associate Agreement',
      seal: { present: true, valid: true, coversWholeFile: true, ours: true },
    });
    const changed = new Uint8Array(bytes);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = changed[middle]! ^ 1;
    expect((await verifyUpload(t, headers, changed)).json()).toMatchObject({ matches: false });

    // Every copy mail carries the agreement and the partner PDF.
    const copy = await latestMailTo(t, to.copy);
    const attached = await t.db
      .select({ filename: outboxAttachments.filename })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, copy.id));
    expect(attached.map((file) => file.filename).sort()).toEqual([
      'Business_Associate_Agreement.pdf',
      `NDA_${counter}.pdf`,
    ]);
  });
});

describe('choosing people and PDFs', () => {
  it('refuses a PDF with fields for more signers than the envelope has', async () => {
    const { document } = await newNda();
    const refused = await sendForSignature(t, headers, document.id, {
      pdfTemplateIds: [templateId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      pdfTemplateIds: [tooFewSignersMessage('Business Associate Agreement', 2, 1)],
    });
  });

  it('refuses the same address twice, and an unknown template', async () => {
    const { partner, document } = await newNda();
    const twice = await sendForSignature(t, headers, document.id, {
      moreRecipients: [{ role: 'signer', name: 'Again', email: partner.email!.toUpperCase() }],
    });
    expect(twice.json().fieldErrors).toEqual({
      'moreRecipients.0.email': [ALREADY_ON_ENVELOPE_MESSAGE],
    });
    const unknown = await sendForSignature(t, headers, document.id, {
      pdfTemplateIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps what was sent when the template changes afterwards', async () => {
    const { partner } = await sendWithPdf();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/pdf-templates/${templateId}`,
      headers,
      payload: { name: 'Business Associate Agreement', signerCount: 2, fields: [] },
    });
    expect(renamed.statusCode).toBe(200);
    const view = await viewOf(await signingTokenFor(t, partner.email!));
    expect(view.documents[0]!.fields).toHaveLength(6);
    await t.app.inject({
      method: 'PUT',
      url: `/api/pdf-templates/${templateId}`,
      headers,
      payload: { name: 'Business Associate Agreement', signerCount: 2, fields: SIX_FIELDS },
    });
  });
});
