import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';

/**
 * Every time anyone is shown is told in the organisation's one time zone, with its abbreviation,
 * so the signing page and the mail name the same moment the same way (ADR 014).
 */

const pdfToText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');

async function sendAndOpen(t: TestApp, headers: Record<string, string>, email: string) {
  const partner = await createPartner(t.db, { email, contactName: 'Dana Ortiz' });
  const document = await createDocument(t.db, { partnerId: partner.id });
  expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
  const token = await signingTokenFor(t, email);
  const connection = newConnection();
  const view = (await openSigningLink(t, token, connection)).json() as SigningViewDto;
  return { document, token, connection, view, mail: await latestMailTo(t, email) };
}

describe('in America/Chicago, the default', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-02-06T15:00:00Z'));
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('the invitation names the sign-by time of the signing page, with CST', async () => {
    const { view, mail } = await sendAndOpen(t, headers, 'dana@cst.example.org');
    // Sent Feb 6, 9:00 AM CST; the link works 30 days, over the start of summer time (Mar 8).
    expect(view.canSign && view.expiresAt).toBe('2026-03-08T15:00:00.000Z');
    expect(formatDateTime(view.canSign ? view.expiresAt : '')).toBe('Mar 8, 2026 at 10:00 AM CDT');
    expect(mail.text).toContain('The link works until Mar 8, 2026 at 10:00 AM CDT.');
  });

  it('the signed PDF and the signed mail tell each time in the same words', async () => {
    const { document, token, connection } = await sendAndOpen(t, headers, 'dana@pdf.example.org');
    t.clock.advance(120_000);
    const signed = await signWith(t, token, connection, typedSignature('Dana Ortiz'));
    expect(signed.statusCode).toBe(200);
    const pdf = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain('Date: Feb 6, 2026');
    expect(text).toContain('Signed electronically by Dana Ortiz on Feb 6, 2026 at 9:02 AM CST.');
    expect(text).toContain('Sent for signature: Feb 6, 2026 at 9:00 AM CST');
    expect(text).toContain('Signed: Feb 6, 2026 at 9:02 AM CST');
    expect(text).not.toContain('UTC');
    const copy = await latestMailTo(t, 'dana@pdf.example.org', 'You signed');
    expect(copy.text).toContain('on Feb 6, 2026 at 9:02 AM CST.');
  });
});

describe('with ORGANIZATION_TIME_ZONE=America/New_York', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ ORGANIZATION_TIME_ZONE: 'America/New_York' });
    t.clock.set(new Date('2026-02-06T15:00:00Z'));
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('tells the times of mail and PDF in that zone', async () => {
    const { document, token, connection, mail } = await sendAndOpen(
      t,
      headers,
      'dana@est.example.org',
    );
    expect(mail.text).toContain('The link works until Mar 8, 2026 at 11:00 AM EDT.');
    await signWith(t, token, connection, typedSignature('Dana Ortiz'));
    const pdf = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
    expect(pdfToText(pdf.rawPayload)).toContain('Signed: Feb 6, 2026 at 10:00 AM EST');
  });
});
