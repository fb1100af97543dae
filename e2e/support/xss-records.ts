import type { apiClient } from './api.ts';
import { mailsTo } from './outbox.ts';
import { ALL_PAYLOADS, PAYLOADS, payloadFor } from './xss.ts';
import { anotherVisitorAddress } from './visitor-address.ts';

type Api = ReturnType<typeof apiClient>;

/**
 * Records whose every text field people can type into holds a payload from the corpus: partner,
 * template, NDA, comments, a waiting-list entry (through the public form), a donor with a gift,
 * an interaction and a campaign, and an NDA sent for signature to a signer with such a name.
 * Each value starts with `marker`, so a test can wait until the page shows the record.
 */
export async function createXssRecords(api: Api, baseUrl: string, marker: string) {
  let count = 0;
  const short = () => payloadFor(marker, count++);
  /** As many whole payloads as fit in `max` characters. */
  const long = (max: number) => {
    let text = marker;
    for (const payload of PAYLOADS)
      if (text.length + payload.length + 3 <= max) text += ` | ${payload}`;
    return text;
  };
  const all = `${marker} ${ALL_PAYLOADS}`;
  const email = (who: string) => `xss-${who}-${marker.toLowerCase()}@example.org`;

  const partner = await api.post<{ id: string }>('/api/partners', {
    companyName: short(),
    contactName: short(),
    email: email('partner'),
    address: long(500),
  });
  await api.post('/api/templates', { name: short(), content: all });
  const document = await api.post<{ id: string }>('/api/documents', {
    title: short(),
    purpose: long(2000),
    partnerId: partner.id,
    content: all,
  });
  const link = await api.post<{ id: string; shareToken: string; shareUrl: string }>(
    `/api/documents/${document.id}/share`,
    { accessLevel: 'comment', expiresAt: null },
  );
  await api.post(`/api/documents/${document.id}/comments`, {
    shareToken: link.shareToken,
    authorName: short(),
    content: all,
  });
  // A staff reply to that link's conversation, so the shared view shows it too (ADR 029).
  await api.post(`/api/documents/${document.id}/comments`, {
    content: long(5000),
    shareLinkId: link.id,
  });

  // The public enrollment form, as a family sends it (no session).
  const familyEmail = email('family');
  const entryResponse = await fetch(`${baseUrl}/api/waiting-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
    body: JSON.stringify({
      campus: 'k12',
      firstName: short(),
      lastName: short(),
      email: familyEmail,
      phone: '(555) 010-0123',
      parentGuardianName: short(),
      gradeLevel: '3rd-grade',
      enrollmentPreference: 'fall-2027',
      studentNeeds: long(4000),
      heardAboutUs: 'website',
      additionalInfo: long(4000),
    }),
  });
  if (!entryResponse.ok) throw new Error(`waiting list: ${await entryResponse.text()}`);
  const entry = (await entryResponse.json()) as { id: string };

  const donor = await api.post<{ id: string }>('/api/donors', {
    firstName: short(),
    lastName: short(),
    email: email('donor'),
    donorType: 'individual',
    organization: short(),
    title: short(),
    address: long(500),
    city: short(),
    notes: long(4000),
    assignedTo: short(),
    source: short(),
  });
  const campaign = await api.post<{ id: string }>('/api/campaigns', {
    name: short(),
    description: long(4000),
  });
  await api.post('/api/donations', {
    donorId: donor.id,
    campaignId: campaign.id,
    amountCents: 50_00,
    donationType: 'one-time',
    status: 'completed',
    designation: short(),
    transactionId: short(),
    notes: long(4000),
  });
  await api.post('/api/interactions', {
    donorId: donor.id,
    type: 'call',
    subject: short(),
    description: long(4000),
    outcome: long(1000),
    contactedBy: short(),
    attachments: [short()],
  });

  const signerEmail = email('signer');
  const signed = await api.post<{ id: string }>('/api/documents', {
    title: short(),
    purpose: long(2000),
    partnerCompany: short(),
    partnerContact: short(),
    partnerEmail: signerEmail,
    content: all,
  });
  await api.post(`/api/docusign/send/${signed.id}`, { signerEmail, signerName: short() });

  const pathIn = async (to: string, pattern: RegExp) => {
    const [mail] = await mailsTo(api, to);
    const found = pattern.exec(mail?.text ?? '')?.[0];
    if (!found) throw new Error(`No link mailed to ${to}`);
    return found;
  };
  return {
    documentId: document.id,
    partnerId: partner.id,
    entryId: entry.id,
    donorId: donor.id,
    signedDocumentId: signed.id,
    sharePath: new URL(link.shareUrl).pathname,
    signingPath: await pathIn(signerEmail, /\/sign\/[A-Za-z0-9_-]{43}\b/),
    statusPath: await pathIn(familyEmail, /\/waiting-list\/status\/[\w-]+/),
    nextShort: short,
  };
}
