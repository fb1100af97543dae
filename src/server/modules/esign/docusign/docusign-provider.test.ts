import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestPdf,
  startDocusignTestKit,
  type DocusignTestKit,
} from '../../../../../tests/fake-docusign/docusign-test-kit.ts';
import { readPdfText } from '../../../../../tests/fake-docusign/fake-documents.ts';
import { AppError } from '../../../http/app-error.ts';
import type { EnvelopeRequest, EsignProvider } from '../esign-provider.ts';
import { SIGNATURE_ANCHOR } from './envelope-definition.ts';

const MINUTE = 60_000;

let kit: DocusignTestKit;
let provider: EsignProvider;
beforeEach(async () => {
  kit = await startDocusignTestKit();
  provider = kit.createProvider();
});
afterEach(() => kit.close());

async function envelopeRequest(overrides: Partial<EnvelopeRequest> = {}): Promise<EnvelopeRequest> {
  return {
    documentId: randomUUID(),
    title: 'Mutual NDA — Acme Robotics',
    pdf: await buildTestPdf(['Mutual NDA', `Signature: ${SIGNATURE_ANCHOR}`]),
    contentHash: 'ab'.repeat(32),
    signers: [{ name: 'Ada Lovelace', email: 'ada@example.org', routingOrder: 1 }],
    carbonCopies: [],
    approvers: [],
    documents: [],
    subject: 'Please sign: Mutual NDA',
    message: 'Thank you for working with us.',
    senderName: 'Grace Admin',
    ...overrides,
  };
}

/** The AppError a rejected promise carries, to check its status, message and headers. */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('send', () => {
  it('creates a sent envelope with our PDF, one signer and a Sign Here tab on the anchor', async () => {
    const request = await envelopeRequest();
    const { envelopeId, state } = await provider.send(request);

    expect(state).toEqual({ status: 'sent', sentAt: kit.clock.now() });
    const envelope = kit.fake.envelopes.get(envelopeId);
    expect(envelope?.status).toBe('sent');
    expect(Buffer.from(envelope!.document).equals(Buffer.from(request.pdf))).toBe(true);
    expect(envelope?.definition).toMatchObject({
      status: 'sent',
      emailSubject: 'Please sign: Mutual NDA',
      emailBlurb: 'Thank you for working with us.',
      documents: [{ name: request.title, fileExtension: 'pdf', documentId: '1' }],
      recipients: {
        signers: [
          {
            email: 'ada@example.org',
            name: 'Ada Lovelace',
            recipientId: '1',
            routingOrder: '1',
            tabs: { signHereTabs: [{ anchorString: '/sn1/' }] },
          },
        ],
      },
    });
  });

  it('sends two signers with their routing order, an anchor each, and a CC recipient', async () => {
    const request = await envelopeRequest({
      pdf: await buildTestPdf(['Mutual NDA', 'Partner: /sn1/', 'NovaLearn: /sn2/']),
      signers: [
        { name: 'Ada Lovelace', email: 'ada@example.org', routingOrder: 1 },
        { name: 'Grace Hopper', email: 'grace@novalearn.example.org', routingOrder: 2 },
      ],
      carbonCopies: [{ name: 'legal@example.org', email: 'legal@example.org', routingOrder: 3 }],
    });
    const { envelopeId } = await provider.send(request);
    expect(kit.fake.envelopes.get(envelopeId)?.definition).toMatchObject({
      recipients: {
        signers: [
          {
            email: 'ada@example.org',
            recipientId: '1',
            routingOrder: '1',
            tabs: { signHereTabs: [{ anchorString: '/sn1/' }] },
          },
          {
            email: 'grace@novalearn.example.org',
            recipientId: '2',
            routingOrder: '2',
            tabs: { signHereTabs: [{ anchorString: '/sn2/' }] },
          },
        ],
        carbonCopies: [{ email: 'legal@example.org', recipientId: '3', routingOrder: '3' }],
      },
    });

    // All at once: the same routing order for both; a PDF without the second anchor is refused.
    const parallel = await provider.send({
      ...request,
      signers: request.signers.map((signer) => ({ ...signer, routingOrder: 1 })),
    });
    const definition = kit.fake.envelopes.get(parallel.envelopeId)?.definition as {
      recipients: { signers: { routingOrder: string }[] };
    };
    expect(definition.recipients.signers.map((signer) => signer.routingOrder)).toEqual(['1', '1']);
    const error = await appErrorOf(
      provider.send({ ...request, pdf: await buildTestPdf(['Partner: /sn1/']) }),
    );
    expect(error.message).toMatch(/\/sn2\//);
  });

  it('signs in with a JWT the fake verified against the public key', async () => {
    await provider.send(await envelopeRequest());
    const iat = Math.floor(kit.clock.now().getTime() / 1000);
    expect(kit.fake.grants).toEqual([
      {
        iss: kit.config.integrationKey,
        sub: kit.config.userId,
        aud: kit.fake.authServer,
        iat,
        exp: iat + 600,
        scope: 'signature impersonation',
      },
    ]);
  });

  it('passes on DocuSign’s refusal of a PDF without the anchor as a readable error', async () => {
    const error = await appErrorOf(
      provider.send(await envelopeRequest({ pdf: await buildTestPdf(['No place to sign']) })),
    );
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(
      /^DocuSign refused to send this document for signature: ANCHOR_TAB_STRING_NOT_FOUND — /,
    );
  });

  it('shortens a subject past DocuSign’s 100 characters instead of failing', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest({ subject: 'S'.repeat(150) }));
    expect(kit.fake.envelopes.get(envelopeId)?.definition.emailSubject).toHaveLength(100);
  });
});

describe('status', () => {
  it('maps DocuSign’s statuses and times to ours', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    const sentAt = kit.clock.now();

    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'delivered');
    const deliveredAt = kit.clock.now();
    expect(await provider.status(envelopeId)).toEqual({
      status: 'delivered',
      sentAt,
      deliveredAt,
      completedAt: null,
      declinedAt: null,
      voidedAt: null,
    });

    // Everyone has signed but DocuSign is still finishing: not completed (no signed copy yet).
    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'signed');
    expect((await provider.status(envelopeId)).status).toBe('delivered');

    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'completed');
    expect(await provider.status(envelopeId)).toMatchObject({
      status: 'completed',
      completedAt: kit.clock.now(),
    });
  });

  it('reports a declined envelope with the time it was declined', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    kit.clock.advance(20 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'declined');
    expect(await provider.status(envelopeId)).toMatchObject({
      status: 'declined',
      declinedAt: kit.clock.now(),
    });
  });

  it('reads DocuSign’s "processing" as still sent instead of failing', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'processing');
    expect((await provider.status(envelopeId)).status).toBe('sent');
  });

  it('turns an unknown envelope into a 404', async () => {
    const error = await appErrorOf(provider.status(randomUUID()));
    expect(error.statusCode).toBe(404);
    expect(error.message).toContain('ENVELOPE_DOES_NOT_EXIST');
  });
});

describe('void', () => {
  it('voids a sent envelope with the reason', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    kit.clock.advance(30 * MINUTE);

    const state = await provider.void(envelopeId, 'Wrong partner contact');
    expect(state).toMatchObject({ status: 'voided', voidedAt: kit.clock.now() });
    expect(kit.fake.envelopes.get(envelopeId)).toMatchObject({
      status: 'voided',
      voidedReason: 'Wrong partner contact',
    });
  });

  it('explains DocuSign’s refusal to void a completed envelope', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    kit.fake.setEnvelopeStatus(envelopeId, 'completed');

    const error = await appErrorOf(provider.void(envelopeId, 'Too late'));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(
      "DocuSign refused to void this envelope: ENVELOPE_CANNOT_VOID_INVALID_STATE — Only envelopes in the 'Sent' or 'Delivered' states may be voided.",
    );
  });
});

describe('download', () => {
  // DocuSign leaves the certificate out unless asked (certificate=true); so does the fake.
  it('returns the combined PDF: our document and DocuSign’s certificate', async () => {
    const { envelopeId } = await provider.send(await envelopeRequest());
    kit.fake.setEnvelopeStatus(envelopeId, 'completed');

    const bytes = await provider.download(envelopeId);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await readPdfText(bytes);
    expect(text).toContain('Mutual NDA');
    expect(text).toContain('Certificate Of Completion');
    expect(text).toContain(envelopeId);
  });
});
