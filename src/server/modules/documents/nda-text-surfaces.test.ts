import { execFileSync } from 'node:child_process';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import type { SharedDocumentDto, ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';

/**
 * One NDA, read through every surface a person sees it on, shows one
 * text with every placeholder filled in. Each surface is read through its real endpoint.
 */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

// Placeholders at the very start and end, repeated, and every one of the five.
const CONTENT = [
  '[COMPANY] and [PARTNER] sign this MUTUAL NON-DISCLOSURE AGREEMENT.',
  'It takes effect on [EFFECTIVE_DATE] and lasts [DURATION] months.',
  '1. The Parties share information in order to [PURPOSE].',
  '2. [PARTNER] keeps what [COMPANY] shares confidential for [DURATION] months.',
  'Signed for the purpose of [PURPOSE]',
].join('\n');

const PLACEHOLDER = /\[[A-Z_]+\]/;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rendered text's lines, each of which must appear (whitespace aside) in a file's text. */
function expectEveryLineIn(fileText: string, rendered: string) {
  const haystack = squash(fileText);
  for (const line of rendered.split('\n').filter((item) => item.trim())) {
    expect(haystack).toContain(squash(line));
  }
}

const pdfToText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');

async function createNda() {
  const partner = (
    await t.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers,
      payload: {
        companyName: 'Bayou Robotics',
        contactName: 'Dana Ortiz',
        email: 'dana@bayou-robotics.example.org',
      },
    })
  ).json() as PartnerDto;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers,
    payload: {
      title: 'Robotics Lab NDA',
      partnerId: partner.id,
      purpose: 'plan a joint robotics lab',
      effectiveDate: '2026-03-08',
      duration: 18,
      content: CONTENT,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as DocumentDto;
}

const adminText = async (id: string) =>
  ((await t.app.inject({ url: `/api/documents/${id}`, headers })).json() as DocumentDto)
    .mergedContent;

async function sharedText(id: string, accessLevel: 'view' | 'comment' | 'edit') {
  const link = (
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/share`,
      headers,
      payload: { accessLevel },
    })
  ).json() as ShareLinkDto;
  const view = await t.app.inject({ url: `/api/shared/${link.shareToken}` });
  expect(view.statusCode).toBe(200);
  return (view.json() as SharedDocumentDto).document.content;
}

describe('one NDA through every surface', () => {
  it('shows the same text with every placeholder filled in, before and after signing', async () => {
    const document = await createNda();
    const text = await adminText(document.id);
    expect(text).not.toMatch(PLACEHOLDER);
    // The organisation's own name is checked in organisation-name.test.ts.
    expect(text).toMatch(/^[^[].* and Bayou Robotics sign this/);
    expect(text).toContain('It takes effect on Mar 8, 2026 and lasts 18 months.');
    expect(text.endsWith('Signed for the purpose of plan a joint robotics lab')).toBe(true);

    // The shared view, at every access level (the edit level is the edit view).
    for (const level of ['view', 'comment', 'edit'] as const) {
      expect(await sharedText(document.id, level)).toBe(text);
    }

    // The Word file, read back.
    const word = await t.app.inject({ url: `/api/documents/${document.id}/download`, headers });
    expect(word.statusCode).toBe(200);
    const wordText = (await mammoth.extractRawText({ buffer: word.rawPayload })).value;
    expect(wordText).not.toMatch(PLACEHOLDER);
    expectEveryLineIn(wordText, text);

    // The signing page.
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
    const token = await signingTokenFor(t, 'dana@bayou-robotics.example.org');
    const signer = newConnection();
    const signing = (await openSigningLink(t, token, signer)).json() as SigningViewDto;
    expect(signing.canSign && signing.document.content).toBe(text);

    // The signed PDF, read with pdftotext.
    expect((await signWith(t, token, signer, typedSignature('Dana Ortiz'))).statusCode).toBe(200);
    const pdf = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
    expect(pdf.statusCode).toBe(200);
    const pdfText = pdfToText(pdf.rawPayload);
    expect(pdfText).not.toMatch(PLACEHOLDER);
    expectEveryLineIn(pdfText, text);

    // Once signed, every surface still shows the signed text.
    expect(await adminText(document.id)).toBe(text);
    expect(await sharedText(document.id, 'view')).toBe(text);
  });
});
