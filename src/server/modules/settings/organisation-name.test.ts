import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  newConnection,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import type { SharedDocumentDto, ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { ndaDocuments } from '../documents/public.ts';
import { seedOrganisationSettings } from './seed-organisation-settings.ts';

/**
 * The organisation has its name from the first start (ORGANIZATION_NAME,
 * by default NovaLearn Institute Group), never "Your Company"; Settings changes it later; and a
 * signed NDA keeps the text it was signed with.
 */

const CONTENT = 'This agreement between [COMPANY] and [PARTNER] starts on [EFFECTIVE_DATE].';

async function createNda(t: TestApp, headers: Record<string, string>, email: string) {
  const partner = (
    await t.app.inject({
      method: 'POST',
      url: '/api/partners',
      headers,
      payload: { companyName: 'Bayou Robotics', contactName: 'Dana Ortiz', email },
    })
  ).json() as PartnerDto;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers,
    payload: {
      title: 'Robotics Lab NDA',
      partnerId: partner.id,
      purpose: 'plan a joint robotics lab',
      effectiveDate: '2026-01-15',
      content: CONTENT,
    },
  });
  return { partner, document: created.json() as DocumentDto };
}

const wordText = async (t: TestApp, headers: Record<string, string>, id: string) => {
  const word = await t.app.inject({ url: `/api/documents/${id}/download`, headers });
  return (await mammoth.extractRawText({ buffer: word.rawPayload })).value;
};

describe('on a fresh database', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('names NovaLearn Institute Group before anyone opens Settings, never "Your Company"', async () => {
    const settings = await t.app.inject({ url: '/api/settings', headers });
    expect(settings.json()).toMatchObject({ organisationName: 'NovaLearn Institute Group' });
    const { document } = await createNda(t, headers, 'dana@bayou.example.org');
    expect(document.mergedContent).toBe(
      'This agreement between NovaLearn Institute Group and Bayou Robotics starts on Jan 15, 2026.',
    );
    const word = await wordText(t, headers, document.id);
    expect(word).toContain('NovaLearn Institute Group');
    expect(word).not.toContain('Your Company');
  });
});

describe('ORGANIZATION_NAME', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ ORGANIZATION_NAME: 'Gulf Coast STEM Academy' });
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('names the organisation from the first start in agreements, Word files and mail', async () => {
    await seedOrganisationSettings({ db: t.db, config: t.config, now: t.clock.now() });
    const settings = await t.app.inject({ url: '/api/settings', headers });
    expect(settings.json()).toMatchObject({ organisationName: 'Gulf Coast STEM Academy' });

    const { document } = await createNda(t, headers, 'dana@gulf.example.org');
    expect(document.mergedContent).toContain('between Gulf Coast STEM Academy and Bayou Robotics');
    expect(await wordText(t, headers, document.id)).toContain('Gulf Coast STEM Academy');
    await sendForSignature(t, headers, document.id);
    const invitation = await latestMailTo(t, 'dana@gulf.example.org');
    expect(invitation.text).toContain('of Gulf Coast STEM Academy has asked you to sign');
  });

  it('keeps the name changed in Settings when the server starts again', async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers,
      payload: { organisationName: 'Gulf Coast STEM Academy Group' },
    });
    expect(renamed.statusCode).toBe(200);
    await seedOrganisationSettings({ db: t.db, config: t.config, now: t.clock.now() });
    const settings = await t.app.inject({ url: '/api/settings', headers });
    expect(settings.json()).toMatchObject({ organisationName: 'Gulf Coast STEM Academy Group' });
  });
});

describe('a signed NDA', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('shows the text it was signed with, in its shared view and PDF, after renames and changes', async () => {
    const { partner, document } = await createNda(t, headers, 'dana@signed.example.org');
    await sendForSignature(t, headers, document.id);
    const token = await signingTokenFor(t, 'dana@signed.example.org');
    const signed = await signWith(t, token, newConnection(), typedSignature('Dana Ortiz'));
    expect(signed.statusCode).toBe(200);
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `/api/documents/${document.id}/share`,
        headers,
        payload: {},
      })
    ).json() as ShareLinkDto;
    const sharedText = async () =>
      ((await t.app.inject({ url: `/api/shared/${link.shareToken}` })).json() as SharedDocumentDto)
        .document.content;
    const pdf = async () =>
      (await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers })).rawPayload;
    const signedText =
      'This agreement between NovaLearn Institute Group and Bayou Robotics starts on Jan 15, 2026.';
    expect(await sharedText()).toBe(signedText);
    const signedPdf = await pdf();

    // The organisation and the partner are renamed, and the stored text changes underneath.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers,
      payload: { organisationName: 'Renamed Institute' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/partners/${partner.id}`,
      headers,
      payload: { companyName: 'Renamed Robotics' },
    });
    await t.db
      .update(ndaDocuments)
      .set({ content: 'Changed after signing by [COMPANY].' })
      .where(eq(ndaDocuments.id, document.id));

    expect(await sharedText()).toBe(signedText);
    const admin = await t.app.inject({ url: `/api/documents/${document.id}`, headers });
    expect((admin.json() as DocumentDto).mergedContent).toBe(signedText);
    const word = await wordText(t, headers, document.id);
    expect(word).toContain(signedText);
    expect(word).not.toContain('Renamed');
    const later = await pdf();
    expect(Buffer.compare(later, signedPdf)).toBe(0);
    const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: later });
    expect(pdfText.toString('utf8').replace(/\s+/g, ' ')).toContain(signedText);
  });
});
