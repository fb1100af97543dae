import { addDonor, addGift, crmApi } from '../crm-helpers.ts';
import { sendForSignature, signingTokenFor } from '../esign-test-helpers.ts';
import { TEST_PASSWORD, type TestApp } from '../test-app.ts';
import { k12Form, statusTokenOf, submitForm } from '../waiting-list-helpers.ts';

/**
 * Real rows and links for the fuzzer to aim at: with only random ids every request stops at
 * "not found", and the code that updates, shares, signs or reports never sees hostile input.
 */
export type FuzzTargets = { ids: string[]; tokens: string[] };

export async function createFuzzTargets(
  t: TestApp,
  headers: Record<string, string>,
): Promise<FuzzTargets> {
  const api = crmApi(t, headers);
  const created = async (method: 'POST', url: string, payload: object) => {
    const response = await api(method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json() as { id: string } & Record<string, unknown>;
  };

  const partner = await created('POST', '/api/partners', {
    companyName: 'Fuzz Partner Ltd',
    contactName: 'Fuzz Contact',
    email: 'fuzz-partner@example.org',
  });
  const template = await created('POST', '/api/templates', {
    name: 'Fuzz template',
    content: 'Between [COMPANY] and [PARTNER].',
  });
  const document = await created('POST', '/api/documents', {
    title: 'Fuzz NDA',
    partnerId: partner.id,
    content: 'Both parties keep shared information confidential.',
  });
  const signed = await created('POST', '/api/documents', {
    title: 'Fuzz NDA for signing',
    partnerId: partner.id,
    content: 'To be signed.',
  });
  await sendForSignature(t, headers, signed.id);
  const signingToken = await signingTokenFor(t, 'fuzz-partner@example.org');

  const links = [];
  for (const accessLevel of ['view', 'comment', 'edit']) {
    links.push(
      await created('POST', `/api/documents/${document.id}/share`, {
        accessLevel,
        expiresAt: null,
      }),
    );
  }
  const comment = await created('POST', `/api/documents/${document.id}/comments`, {
    content: 'A first comment.',
  });

  const entry = (await submitForm(t, k12Form())).json() as { id: string };
  const statusToken = await statusTokenOf(t, entry.id);

  const donor = await addDonor(t, headers, { status: 'donor', interests: ['k12'] });
  const gift = await addGift(t, headers, { donorId: donor.id, amountCents: 125_00 });
  const campaign = await created('POST', '/api/campaigns', { name: 'Fuzz appeal', goalCents: 1 });
  const interaction = await created('POST', '/api/interactions', {
    donorId: donor.id,
    type: 'call',
  });
  const emailCampaign = await created('POST', '/api/email-campaigns', {
    name: 'Fuzz news',
    subject: 'News',
    content: 'Read more at https://example.org/news.',
    segment: { statuses: ['donor'] },
  });
  // A second admin the fuzzer may edit or disable, never the one whose session it uses.
  const otherAdmin = await created('POST', '/api/users', {
    username: `fuzz_other_${Date.now()}`,
    name: 'Other Admin',
    email: 'other-admin@example.org',
    roles: ['viewer'],
    password: TEST_PASSWORD,
  });

  return {
    ids: [
      partner.id,
      template.id,
      document.id,
      signed.id,
      comment.id,
      entry.id,
      donor.id,
      gift.id,
      campaign.id,
      interaction.id,
      emailCampaign.id,
      otherAdmin.id,
      ...links.map((link) => link.id),
    ],
    tokens: [signingToken, statusToken, ...links.map((link) => String(link.shareToken))],
  };
}
