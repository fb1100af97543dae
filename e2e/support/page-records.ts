import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocumentListItemDto } from '../../src/domain/documents/dtos.ts';
import type { DonorListPageDto } from '../../src/domain/crm/donor-dtos.ts';
import type { PartnerDto } from '../../src/domain/partners/dtos.ts';
import type { WaitingListPageDto } from '../../src/domain/waiting-list/dtos.ts';
import type { apiClient } from './api.ts';
import { mailsTo } from './outbox.ts';
import { unsubscribeToken } from './unsubscribe-record.ts';
import { visitRecords } from './visit-records.ts';
import { anotherVisitorAddress } from './visitor-address.ts';

type Api = ReturnType<typeof apiClient>;

/** The ids and link tokens that fill the page list's parameters (support/pages.ts). */
export type PageRecords = {
  documentId: string;
  partnerId: string;
  entryId: string;
  donorId: string;
  shareToken: string;
  signingToken: string;
  statusToken: string;
  offerToken: string;
  setPasswordToken: string;
  savedToken: string;
  roomId: string;
  roomToken: string;
  pdfTemplateId: string;
  unsubscribeToken: string;
  manageGivingToken: string;
  visitSlug: string;
  visitSessionId: string;
  bookingToken: string;
};

/** A partner's two-page letter-size PDF, with a line of text on each page. */
async function partnerPdf(): Promise<Blob> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of ['Business associate agreement', 'Signatures']) {
    pdf.addPage([612, 792]).drawText(line, { x: 72, y: 700, font, size: 18 });
  }
  return new Blob([new Uint8Array(await pdf.save())], { type: 'application/pdf' });
}

/**
 * A PDF template (ADR 050) with a field for each of two signers, for its editor's page: a
 * signature line on page 1 and a tick box on page 2, far apart, as a person places them.
 */
async function createPdfTemplate(api: Api, stamp: string): Promise<string> {
  const form = new FormData();
  form.append('name', `Layout review agreement ${stamp}`);
  form.append('file', await partnerPdf(), 'business-associate-agreement.pdf');
  const template = await api.upload<{ id: string }>('/api/pdf-templates', form);
  await api.put(`/api/pdf-templates/${template.id}`, {
    name: `Layout review agreement ${stamp}`,
    signerCount: 2,
    fields: [
      {
        id: 'sign-1',
        kind: 'signature',
        signer: 1,
        page: 1,
        x: 72,
        y: 600,
        width: 180,
        height: 40,
        required: true,
        label: null,
      },
      {
        id: 'agree-2',
        kind: 'checkbox',
        signer: 2,
        page: 2,
        x: 72,
        y: 200,
        width: 16,
        height: 16,
        required: true,
        label: 'I agree to the terms',
      },
    ],
  });
  return template.id;
}

/**
 * A donor's "Manage my giving" link, asked for on the public form as a donor does, for a donor
 * with two gifts a year apart (two statements). A monthly gift needs card payments, which the
 * shared server has not: e2e/donor-giving-page.test.ts draws that page with one.
 */
async function createManageGivingLink(api: Api, baseUrl: string, stamp: string): Promise<string> {
  const email = `layout.giver.${stamp}@example.org`;
  const donor = await api.post<{ id: string }>('/api/donors', {
    firstName: 'Imani',
    lastName: `Okoro ${stamp}`,
    email,
    donorType: 'individual',
  });
  const lastYear = new Date().getUTCFullYear() - 1;
  for (const [giftDate, designation] of [
    [`${lastYear}-11-20`, 'scholarships'],
    [`${lastYear + 1}-01-10`, 'Sensory room at the Houston campus'],
  ]) {
    await api.post('/api/donations', {
      donorId: donor.id,
      amountCents: 12_550,
      donationType: 'one-time',
      status: 'completed',
      giftDate,
      designation,
    });
  }
  const asked = await fetch(`${baseUrl}/api/giving/manage/link-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
    body: JSON.stringify({ email, language: 'en' }),
  });
  if (!asked.ok) throw new Error(`Manage link: ${asked.status} ${await asked.text()}`);
  return mailedToken(api, email, '/giving/manage/');
}

function first<T>(items: T[], what: string): T {
  if (!items[0]) throw new Error(`No ${what} in the demo data`);
  return items[0];
}

/** The token at the end of the first `pathPrefix` link mailed to `to` (read from the outbox). */
async function mailedToken(api: Api, to: string, pathPrefix: string): Promise<string> {
  const [mail] = await mailsTo(api, to);
  const pattern = new RegExp(`${pathPrefix}([A-Za-z0-9_-]+)`);
  const token = pattern.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No ${pathPrefix} link mailed to ${to}`);
  return token;
}

/**
 * Real records for every page with a parameter. Ids come from the lane's data (the demo's, and
 * whatever files before this one in the lane made), chosen before anything is created here: a
 * signed NDA (the fullest document page: signature, certificate, activity), the first partner,
 * waiting-list entry and donor. The links are made the way people get them: a comment link to an
 * NDA made here (with one comment through it), an NDA sent for signature, one waiting-list form
 * sent without a session (1 of the 10 forms an hour the server allows each address;
 * enrollment.test.ts sends 3, xss.test.ts 1), a form saved to finish later, and a staff
 * invitation. Works with or without a
 * mail server: every message is in the outbox.
 */
export async function createPageRecords(api: Api, baseUrl: string): Promise<PageRecords> {
  const stamp = Date.now().toString(36);
  const signed = await api.get<DocumentListItemDto[]>('/api/documents?status=completed&limit=1');
  const anyDocument = await api.get<DocumentListItemDto[]>('/api/documents?limit=1');
  const documentId = first([...signed, ...anyDocument], 'document').id;
  const partnerId = first(await api.get<PartnerDto[]>('/api/partners'), 'partner').id;
  const entryId = first(
    (await api.get<WaitingListPageDto>('/api/waiting-list')).entries,
    'waiting-list entry',
  ).id;
  const donorId = first((await api.get<DonorListPageDto>('/api/donors')).items, 'donor').id;

  // The shared view gets a document of its own, the same in every run whatever other files in
  // this lane made before: its partner's name is one long word, which must wrap at 320 px rather
  // than widen the page.
  const shared = await api.post<{ id: string }>('/api/documents', {
    title: 'Therapy notes data-use agreement',
    purpose: 'share therapy notes with the reading research team',
    partnerCompany: `BrightPathNeurodevelopmentalTherapyAssociates ${stamp}`,
    partnerContact: 'Dr. Maya Patel',
    partnerEmail: `research.partnerships.${stamp}@example.org`,
    content: 'Each party keeps therapy notes confidential for [DURATION] months.',
  });
  const share = await api.post<{ shareToken: string }>(`/api/documents/${shared.id}/share`, {
    accessLevel: 'comment',
    expiresAt: null,
  });
  // A partner's comment, so the shared view and the document's comments are not empty.
  await api.post(`/api/documents/${shared.id}/comments`, {
    shareToken: share.shareToken,
    authorName: 'Dr. Maya Patel',
    content: 'Could section 2 name the therapy notes we may share with the research team?',
  });

  const signerEmail = `layout.signer.${stamp}@example.org`;
  const toSign = await api.post<{ id: string }>('/api/documents', {
    title: 'Sensory-friendly classroom design review NDA',
    purpose: 'review classroom layouts designed with autistic and ADHD learners',
    partnerCompany: `Gulf Coast Learning Design ${stamp}`,
    partnerContact: 'Avery Chen',
    partnerEmail: signerEmail,
    content:
      'Each party keeps shared classroom designs confidential.\n\n' +
      'This agreement lasts [DURATION] months from [EFFECTIVE_DATE].',
  });
  await api.post(`/api/docusign/send/${toSign.id}`, { signerEmail, signerName: 'Avery Chen' });

  const familyEmail = `layout.family.${stamp}@example.org`;
  const form = await fetch(`${baseUrl}/api/waiting-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
    body: JSON.stringify({
      campus: 'k12',
      firstName: 'Mateo',
      lastName: `Alvarez ${stamp}`,
      email: familyEmail,
      phone: '(555) 010-0199',
      parentGuardianName: 'Lucia Alvarez',
      gradeLevel: '3rd-grade',
      enrollmentPreference: 'fall-2027',
      heardAboutUs: 'website',
    }),
  });
  if (!form.ok) throw new Error(`Waiting-list form: ${form.status} ${await form.text()}`);
  const { id: familyEntryId } = (await form.json()) as { id: string };
  // Read before the offer below: the newest mail to the family is then the offer.
  const statusToken = await mailedToken(api, familyEmail, '/waiting-list/status/');
  // A seat offered to that family, for its offer page.
  const seats = await api.put<{ id: string }>('/api/admissions/seat-groups', {
    campus: 'k12',
    gradeOrProgram: '3rd-grade',
    startTerm: 'fall-2027',
    capacity: 40,
  });
  await api.post(`/api/admissions/seat-groups/${seats.id}/offers/family`, {
    entryId: familyEntryId,
    reason: 'Layout review of the offer page',
  });

  // A form saved before it was sent (ADR 046), with a long answer, for the saved answers' page.
  const saverEmail = `layout.saver.${stamp}@example.org`;
  const saved = await fetch(`${baseUrl}/api/waiting-list/saved`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
    body: JSON.stringify({
      campus: 'bridge',
      email: saverEmail,
      answers: {
        firstName: 'Nadia',
        lastName: `Okafor ${stamp}`,
        studentNeeds:
          'Extended time on tests, a quiet room, and written instructions for every assignment.',
      },
    }),
  });
  if (!saved.ok) throw new Error(`Saved form: ${saved.status} ${await saved.text()}`);

  // A staff invitation, for the page where the new person chooses a password.
  const inviteeEmail = `layout.invitee.${stamp}@example.org`;
  await api.post('/api/users', {
    username: `layout.invitee.${stamp}`,
    name: 'Jordan Reyes',
    email: inviteeEmail,
    roles: ['viewer'],
  });

  // A data room with one invitee (ADR 049), for its staff page and the invitee's page.
  const [template] = await api.get<{ id: string }[]>('/api/templates');
  const room = await api.post<{ id: string }>('/api/data-rooms', {
    name: `Layout review room ${stamp}`,
    ndaTemplateId: first(template ? [template] : [], 'NDA template').id,
  });
  await api.post(`/api/data-rooms/${room.id}/documents`, {
    kind: 'generated',
    generatedDocumentId: 'best-in-class-strategy',
  });
  const roomGuestEmail = `layout.room.${stamp}@example.org`;
  await api.post(`/api/data-rooms/${room.id}/members`, {
    name: 'Priya Natarajan',
    email: roomGuestEmail,
    organisation: `Harbor Ventures ${stamp}`,
  });

  // Two mails go to the invitee (the NDA to sign, the room invitation): the room link is in one.
  const roomMail = (await mailsTo(api, roomGuestEmail)).find((mail) =>
    mail.text.includes('/room/'),
  );
  const roomToken = /\/room\/([A-Za-z0-9_-]+)/.exec(roomMail?.text ?? '')?.[1];
  if (!roomToken) throw new Error(`No /room/ link mailed to ${roomGuestEmail}`);

  return {
    ...(await visitRecords(api, baseUrl, stamp)),
    manageGivingToken: await createManageGivingLink(api, baseUrl, stamp),
    pdfTemplateId: await createPdfTemplate(api, stamp),
    unsubscribeToken: await unsubscribeToken(api, stamp),
    roomId: room.id,
    roomToken,
    documentId,
    partnerId,
    entryId,
    donorId,
    shareToken: share.shareToken,
    signingToken: await mailedToken(api, signerEmail, '/sign/'),
    statusToken,
    offerToken: await mailedToken(api, familyEmail, '/waiting-list/offer/'),
    setPasswordToken: await mailedToken(api, inviteeEmail, '/set-password/'),
    savedToken: await mailedToken(api, saverEmail, '/waiting-list/saved/'),
  };
}
