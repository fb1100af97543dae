import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED_MESSAGE,
  SIGNATURE_IMAGE_MESSAGE,
  sendForSignatureInput,
  signDocumentInput,
  voidEnvelopeInput,
} from './schemas.ts';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('sendForSignatureInput', () => {
  it('accepts no body at all, and turns blanks into null', () => {
    expect(sendForSignatureInput.parse(undefined)).toEqual({
      signerEmail: null,
      signerName: null,
      signerLanguage: 'en',
      subject: null,
      message: null,
      countersignerId: null,
      ccEmails: [],
      signingOrder: 'sequential',
      signerStep: null,
      countersignerStep: null,
      moreRecipients: [],
      pdfTemplateIds: [],
      identityCheck: 'none',
    });
    expect(sendForSignatureInput.parse({ identityCheck: 'email-code' })).toMatchObject({
      identityCheck: 'email-code',
    });
    expect(sendForSignatureInput.safeParse({ identityCheck: 'passkey' }).success).toBe(false);
    expect(sendForSignatureInput.parse({ signerLanguage: 'es' })).toMatchObject({
      signerLanguage: 'es',
    });
    expect(sendForSignatureInput.safeParse({ signerLanguage: 'fr' }).success).toBe(false);
    expect(sendForSignatureInput.parse({ signerEmail: ' ', signerName: ' Dana ' })).toMatchObject({
      signerEmail: null,
      signerName: 'Dana',
    });
    expect(sendForSignatureInput.safeParse({ signerEmail: 'dana' }).success).toBe(false);
  });

  it('takes more people with a role and a step, and up to 5 PDFs, each checked', () => {
    const parsed = sendForSignatureInput.parse({
      signingOrder: 'steps',
      signerStep: 1,
      moreRecipients: [{ role: 'approver', name: ' Ana ', email: 'ana@example.org', step: 2 }],
      pdfTemplateIds: ['0b6f1e0e-7f5e-4d1a-9c1e-2a7f3c1d9e01'],
    });
    expect(parsed.moreRecipients).toEqual([
      { role: 'approver', name: 'Ana', email: 'ana@example.org', language: 'en', step: 2 },
    ]);
    const accepted = (input: object) => sendForSignatureInput.safeParse(input).success;
    expect(accepted({ moreRecipients: [{ role: 'signer', name: 'A', email: 'a' }] })).toBe(false);
    expect(accepted({ moreRecipients: [{ role: 'owner', name: 'A', email: 'a@b.org' }] })).toBe(
      false,
    );
    expect(accepted({ signerStep: 0 })).toBe(false);
    expect(accepted({ signerStep: 20 })).toBe(true);
    expect(accepted({ signerStep: 21 })).toBe(false);
    const six = Array.from(
      { length: 6 },
      (_, index) => `0b6f1e0e-7f5e-4d1a-9c1e-2a7f3c1d9e0${index}`,
    );
    expect(accepted({ pdfTemplateIds: six.slice(0, 5) })).toBe(true);
    expect(accepted({ pdfTemplateIds: six })).toBe(false);
  });

  it('takes a countersigner id, up to 8 valid CC addresses, and the signing order', () => {
    const countersignerId = '0b6f1e0e-7f5e-4d1a-9c1e-2a7f3c1d9e01';
    expect(
      sendForSignatureInput.parse({
        countersignerId,
        ccEmails: [' legal@partner.example.org '],
        signingOrder: 'parallel',
      }),
    ).toMatchObject({
      countersignerId,
      ccEmails: ['legal@partner.example.org'],
      signingOrder: 'parallel',
    });
    const eight = Array.from({ length: 8 }, (_, i) => `cc${i}@example.org`);
    expect(sendForSignatureInput.safeParse({ ccEmails: eight }).success).toBe(true);
    expect(
      fieldErrors(sendForSignatureInput.safeParse({ ccEmails: [...eight, 'x@example.org'] })),
    ).toEqual({ ccEmails: 'Add at most 8 addresses for copies' });
    expect(fieldErrors(sendForSignatureInput.safeParse({ ccEmails: ['legal'] }))).toEqual({
      'ccEmails.0': 'Enter each copy address as a valid email address, like name@example.org',
    });
    expect(sendForSignatureInput.safeParse({ countersignerId: 'dana' }).success).toBe(false);
    expect(sendForSignatureInput.safeParse({ signingOrder: 'random' }).success).toBe(false);
  });
});

describe('voidEnvelopeInput', () => {
  it('needs a reason that is not blank (admin spec §5)', () => {
    expect(voidEnvelopeInput.safeParse({ reason: '   ' }).success).toBe(false);
    expect(voidEnvelopeInput.parse({ reason: ' Wrong signer ' })).toEqual({
      reason: 'Wrong signer',
    });
  });
});

describe('signDocumentInput', () => {
  it('types the name by default and needs explicit consent', () => {
    expect(signDocumentInput.parse({ fullName: 'Dana', consent: true })).toMatchObject({
      signatureType: 'typed',
      title: null,
    });
    const withoutConsent = signDocumentInput.safeParse({ fullName: 'Dana', consent: false });
    expect(fieldErrors(withoutConsent)).toEqual({ consent: CONSENT_REQUIRED_MESSAGE });
  });

  it('needs a PNG data URL of at most 200 kB for a drawn signature', () => {
    const drawn = { fullName: 'Dana', consent: true, signatureType: 'drawn' };
    expect(fieldErrors(signDocumentInput.safeParse(drawn))).toEqual({
      signatureImage: SIGNATURE_IMAGE_MESSAGE,
    });
    expect(
      signDocumentInput.safeParse({
        ...drawn,
        signatureImage: 'data:image/svg+xml;base64,PHN2Zz4=',
      }).success,
    ).toBe(false);
    const tooLarge = `data:image/png;base64,${'A'.repeat(280_000)}`;
    expect(signDocumentInput.safeParse({ ...drawn, signatureImage: tooLarge }).success).toBe(false);
    expect(
      signDocumentInput.safeParse({
        ...drawn,
        signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
      }).success,
    ).toBe(true);
  });
});
