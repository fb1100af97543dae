import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestPdf,
  startDocusignTestKit,
  type DocusignTestKit,
} from '../../../../../tests/fake-docusign/docusign-test-kit.ts';
import type { PlacedField } from '../../../../domain/esign/placed-fields.ts';
import { AppError } from '../../../http/app-error.ts';
import type { EnvelopePdf, EnvelopeRequest } from '../esign-provider.ts';

let kit: DocusignTestKit;
beforeEach(async () => {
  kit = await startDocusignTestKit();
});
afterEach(() => kit.close());

async function pdfOfPages(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) pdf.addPage([612, 792]);
  return pdf.save();
}

const field = (
  signerIndex: number,
  values: Pick<PlacedField, 'id' | 'kind' | 'page' | 'x' | 'y'> & Partial<PlacedField>,
): EnvelopePdf['fields'][number] => ({
  signer: signerIndex + 1,
  signerIndex,
  width: 180,
  height: 20,
  required: true,
  label: null,
  ...values,
});

async function envelopeRequest(documents: EnvelopePdf[]): Promise<EnvelopeRequest> {
  return {
    documentId: randomUUID(),
    title: 'Mutual NDA — County Hospital',
    pdf: await buildTestPdf(['Mutual NDA', 'Partner: /sn1/', 'NovaLearn: /sn2/']),
    contentHash: 'ef'.repeat(32),
    signers: [
      { name: 'Ana Núñez', email: 'ana@hospital.example.org', routingOrder: 1 },
      { name: 'Grace Hopper', email: 'grace@novalearn.example.org', routingOrder: 3 },
    ],
    approvers: [{ name: 'Legal Review', email: 'legal@hospital.example.org', routingOrder: 2 }],
    carbonCopies: [{ name: 'records', email: 'records@example.org', routingOrder: 4 }],
    documents,
    subject: 'Please sign: hospital paperwork',
    message: null,
    senderName: 'Grace Admin',
  };
}

describe("the partner's PDFs as DocuSign documents and tabs", () => {
  it('sends each PDF after the NDA, each field as its tab on its signer, and approvers as needing to view', async () => {
    const agreement = await pdfOfPages(3);
    const dataUse = await pdfOfPages(1);
    const request = await envelopeRequest([
      {
        title: 'Business associate agreement',
        pdf: agreement,
        fields: [
          field(0, { id: 'sig', kind: 'signature', page: 3, x: 72.4, y: 600, height: 40 }),
          field(0, { id: 'ini', kind: 'initials', page: 1, x: 500, y: 740, width: 64 }),
          field(0, { id: 'name', kind: 'full-name', page: 3, x: 72, y: 650 }),
          field(0, { id: 'date', kind: 'date-signed', page: 3, x: 300, y: 650 }),
          field(0, {
            id: 'dept',
            kind: 'text',
            page: 2,
            x: 100,
            y: 200.6,
            label: 'Department',
            required: false,
          }),
          field(0, {
            id: 'agree',
            kind: 'checkbox',
            page: 2,
            x: 80,
            y: 300,
            width: 16,
            height: 16,
            label: 'I have read the policy',
          }),
          field(1, { id: 'sig2', kind: 'signature', page: 3, x: 320, y: 600, height: 40 }),
        ],
      },
      // Another template whose field ids repeat the first one's.
      {
        title: 'Data use agreement',
        pdf: dataUse,
        fields: [field(0, { id: 'dept', kind: 'text', page: 1, x: 72, y: 100 })],
      },
    ]);

    const { envelopeId } = await kit.createProvider().send(request);
    const envelope = kit.fake.envelopes.get(envelopeId)!;
    expect(
      envelope.documents.map(({ documentId, name, pageCount }) => [documentId, name, pageCount]),
    ).toEqual([
      ['1', request.title, 1],
      ['2', 'Business associate agreement', 3],
      ['3', 'Data use agreement', 1],
    ]);
    expect(Buffer.from(envelope.documents[1]!.pdf).equals(Buffer.from(agreement))).toBe(true);

    const place = (documentId: string, pageNumber: string, x: string, y: string) => ({
      documentId,
      pageNumber,
      xPosition: x,
      yPosition: y,
    });
    const { recipients } = envelope.definition as {
      recipients: { signers: { tabs: Record<string, unknown> }[] } & Record<string, unknown>;
    };
    expect(recipients.signers[0]).toEqual({
      email: 'ana@hospital.example.org',
      name: 'Ana Núñez',
      recipientId: '1',
      routingOrder: '1',
      tabs: {
        signHereTabs: [
          expect.objectContaining({ anchorString: '/sn1/' }),
          place('2', '3', '72', '600'),
        ],
        initialHereTabs: [place('2', '1', '500', '740')],
        fullNameTabs: [place('2', '3', '72', '650')],
        dateSignedTabs: [place('2', '3', '300', '650')],
        textTabs: [
          {
            ...place('2', '2', '100', '201'),
            tabLabel: 'doc2-dept',
            required: 'false',
            tooltip: 'Department',
            width: '180',
            height: '20',
            maxLength: '500',
          },
          {
            ...place('3', '1', '72', '100'),
            tabLabel: 'doc3-dept',
            required: 'true',
            width: '180',
            height: '20',
            maxLength: '500',
          },
        ],
        checkboxTabs: [
          {
            ...place('2', '2', '80', '300'),
            tabLabel: 'doc2-agree',
            required: 'true',
            tooltip: 'I have read the policy',
            selected: 'false',
          },
        ],
      },
    });
    expect(recipients.signers[1]).toMatchObject({
      recipientId: '2',
      routingOrder: '3',
      tabs: {
        signHereTabs: [
          expect.objectContaining({ anchorString: '/sn2/' }),
          place('2', '3', '320', '600'),
        ],
      },
    });
    expect(Object.keys(recipients.signers[1]!.tabs)).toEqual(['signHereTabs']);
    // The approver acts between the two signers; every recipient id is its own.
    expect(recipients.certifiedDeliveries).toEqual([
      {
        email: 'legal@hospital.example.org',
        name: 'Legal Review',
        recipientId: '3',
        routingOrder: '2',
      },
    ]);
    expect(recipients.carbonCopies).toEqual([
      { email: 'records@example.org', name: 'records', recipientId: '4', routingOrder: '4' },
    ]);
  });

  it('passes on DocuSign’s refusal of a tab on a page the PDF does not have', async () => {
    const request = await envelopeRequest([
      {
        title: 'Three pages',
        pdf: await pdfOfPages(3),
        fields: [field(0, { id: 'late', kind: 'signature', page: 4, x: 72, y: 72 })],
      },
    ]);
    const error = await kit
      .createProvider()
      .send(request)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'DocuSign refused to send this document for signature: TAB_PAGENUMBER_IS_NOT_IN_DOCUMENT — ' +
        'The pagenumber specified in the tab element is not in the document that the tab refers to. ' +
        'Tab on Page 4 of Document 2 for Recipient 1',
    );
    expect(kit.fake.envelopes.size).toBe(0);
  });
});
