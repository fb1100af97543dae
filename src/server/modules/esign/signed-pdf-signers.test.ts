import { describe, expect, it } from 'vitest';
import { drawnSignaturePng, pdfText } from '../../../../tests/esign-test-helpers.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { readSeal } from './seal/read-seal.ts';
import { selfSignedSealCertificate } from './seal/self-signed-certificate.ts';
import { buildSignedPdf, type SignedPdfSigner } from './signed-pdf.ts';

/**
 * Several signers (ADR 020): with two signers the signed PDF has a block for each, and the
 * certificate of completion gives each signer's own steps (time with zone, IP address, browser)
 * and the SHA-256 of the text each one was shown.
 */
const agreement: AgreementSnapshot = {
  kind: 'nda',
  entryId: null,
  language: 'en',
  family: null,
  documentId: '11111111-1111-4111-8111-111111111111',
  title: 'Robotics Lab NDA',
  content: 'Both sides keep shared robotics designs confidential.',
  purpose: 'A joint robotics lab',
  duration: 12,
  effectiveDate: '2026-03-02',
  expirationDate: '2027-03-02',
  organisationName: 'NovaLearn Institute Group',
  partner: {
    companyName: 'Bayou Robotics',
    contactName: 'Dana Ortiz',
    email: 'dana@bayou.example',
  },
  sender: { id: null, name: 'Avery Admin', email: 'avery@novalearn.example' },
};
const HASH = 'a'.repeat(64);
const password = 'test seal';
const seal = {
  p12: selfSignedSealCertificate({
    organisationName: agreement.organisationName,
    now: new Date('2026-01-01T00:00:00Z'),
    password,
  }),
  password,
};

const partner: SignedPdfSigner = {
  email: 'dana@bayou.example',
  signature: { fullName: 'Dana Ortiz', title: 'CEO', type: 'typed', imagePng: null },
  signedAt: new Date('2026-03-09T15:00:00Z'),
  contentHash: HASH,
  events: [
    {
      type: 'sent',
      at: new Date('2026-03-02T15:00:00Z'),
      ipAddress: '10.0.0.1',
      userAgent: 'Staff/1',
    },
    {
      type: 'delivered',
      at: new Date('2026-03-09T14:00:00Z'),
      ipAddress: '198.51.100.7',
      userAgent: 'PartnerBrowser/2',
    },
    {
      type: 'completed',
      at: new Date('2026-03-09T15:00:00Z'),
      ipAddress: '198.51.100.7',
      userAgent: 'PartnerBrowser/2',
    },
  ],
};
const countersigner: SignedPdfSigner = {
  email: 'rosa@novalearn.example',
  party: 'NovaLearn Institute Group',
  signature: {
    fullName: 'Rosa Lee',
    title: 'Director',
    type: 'drawn',
    imagePng: Buffer.from(drawnSignaturePng().split(',')[1]!, 'base64'),
  },
  signedAt: new Date('2026-03-10T16:30:00Z'),
  contentHash: HASH,
  events: [
    { type: 'sent', at: new Date('2026-03-09T15:00:00Z'), ipAddress: null, userAgent: null },
    {
      type: 'completed',
      at: new Date('2026-03-10T16:30:00Z'),
      ipAddress: '203.0.113.9',
      userAgent: 'StaffBrowser/3',
    },
  ],
};

describe('a signed PDF with two signers', () => {
  it('has a block for each and a part of the certificate for each, in signing order', async () => {
    const bytes = await buildSignedPdf({
      requestId: '22222222-2222-4222-8222-222222222222',
      agreement,
      signers: [partner, countersigner],
      contentHash: HASH,
      completedAt: countersigner.signedAt,
      timeZone: 'America/Chicago',
      seal,
      verifyUrl: 'https://novalearn.example/verify',
    });
    const text = await pdfText(bytes);
    const blocks = text.slice(0, text.indexOf('Certificate of Completion'));
    expect(blocks.indexOf('For Bayou Robotics')).toBeGreaterThan(-1);
    expect(blocks.indexOf('For NovaLearn Institute Group')).toBeGreaterThan(
      blocks.indexOf('For Bayou Robotics'),
    );
    expect(blocks).toContain('Name: Dana Ortiz');
    expect(blocks).toContain('Name: Rosa Lee');

    const certificate = text.slice(text.indexOf('Certificate of Completion'));
    const first = certificate.slice(
      certificate.indexOf('Signer 1 of 2'),
      certificate.indexOf('Signer 2 of 2'),
    );
    const second = certificate.slice(
      certificate.indexOf('Signer 2 of 2'),
      certificate.indexOf('How to check this document'),
    );
    expect(first).toContain('Name: Dana Ortiz');
    expect(first).toContain('Signature: typed name');
    expect(first).toContain(`SHA-256 of the text this signer was shown:\n${HASH}`);
    expect(first).toContain('Opened by the signer: Mar 9, 2026 at 9:00 AM CDT');
    expect(first).toContain('IP address: 198.51.100.7');
    expect(first).toContain('User agent: PartnerBrowser/2');
    expect(first).not.toContain('203.0.113.9');
    expect(second).toContain('Name: Rosa Lee');
    expect(second).toContain('Signature: drawn by hand on screen');
    expect(second).toContain(`SHA-256 of the text this signer was shown:\n${HASH}`);
    expect(second).toContain('Signed: Mar 10, 2026 at 11:30 AM CDT');
    expect(second).toContain('IP address: 203.0.113.9');
    expect(second).toContain('IP address: not recorded');
    expect(second).not.toContain('198.51.100.7');

    expect(readSeal(bytes)).toMatchObject({ present: true, valid: true, coversWholeFile: true });
  });
});
