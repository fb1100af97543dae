import type { AdminUser } from '../../domain/auth/dtos.ts';
import { createDocumentInput } from '../../domain/documents/schemas.ts';
import type { DocumentStatus } from '../../domain/documents/documents.ts';
import { sendForSignatureInput, signDocumentInput } from '../../domain/esign/schemas.ts';
import { sendDocumentInput } from '../../domain/sharing/link-delivery.ts';
import type { PartnerDto } from '../../domain/partners/dtos.ts';
import type { TemplateDto } from '../../domain/templates/dtos.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDocument } from '../modules/documents/create-document.ts';
import { sendDocument } from '../modules/documents/send-document.ts';
import { createBuiltinProvider } from '../modules/esign/builtin-provider.ts';
import { sendForSignature } from '../modules/esign/send-for-signature.ts';
import { signDocument } from '../modules/esign/sign-document.ts';
import { createSigningToken } from '../modules/esign/signing-token.ts';
import { viewSigningRequest } from '../modules/esign/view-signing-request.ts';
import { viewSharedDocument } from '../modules/sharing/view-shared-document.ts';

type DemoDocument = {
  title: string;
  purpose: string;
  /** Index into DEMO_PARTNERS: 0 hospital, 1 robotics company, 2 learning foundation. */
  partner: number;
  /** Where it ends up. Signed ones whose term has ended become Expired through the sweep. */
  status: DocumentStatus;
  /** Days since the document was created; it took effect the day after. */
  ageDays: number;
  duration: number;
};

/**
 * A year of NDA work at a STEM school group: every status, every partner, two agreements whose
 * term ends within the next 30 days (the dashboard's "expiring soon" card) and two that ended.
 */
export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: 'Occupational therapy telehealth pilot NDA',
    purpose:
      'plan a telehealth occupational therapy pilot for K-12 learners with sensory processing differences',
    partner: 0,
    status: 'draft',
    ageDays: 1,
    duration: 12,
  },
  {
    title: 'Robotics lab equipment pilot NDA',
    purpose: 'evaluate pre-release robot kits in the Bridge Campus robotics lab',
    partner: 1,
    status: 'draft',
    ageDays: 3,
    duration: 12,
  },
  {
    title: 'Pediatric therapy research collaboration NDA',
    purpose:
      'share de-identified outcomes from sensory-friendly therapy sessions for a joint research study',
    partner: 0,
    status: 'sent',
    ageDays: 5,
    duration: 24,
  },
  {
    title: 'Early-college dual-credit pathway NDA',
    purpose: 'design a dual-credit pathway between the K-12 academy and partner colleges',
    partner: 2,
    status: 'sent',
    ageDays: 9,
    duration: 12,
  },
  {
    title: 'Scholarship fund donor data NDA',
    purpose: 'review donor and applicant data for the neurodiversity STEM scholarship fund',
    partner: 2,
    status: 'viewed',
    ageDays: 14,
    duration: 12,
  },
  {
    title: 'Research campus architecture planning NDA',
    purpose: 'review sensory-friendly building plans for the Dripping Springs research campus',
    partner: 2,
    status: 'pending',
    ageDays: 21,
    duration: 36,
  },
  {
    title: 'Assistive technology device trial NDA',
    purpose: 'trial assistive communication devices with consenting families',
    partner: 0,
    status: 'pending',
    ageDays: 30,
    duration: 12,
  },
  {
    title: 'Adaptive learning software evaluation NDA',
    purpose: 'evaluate adaptive math software built for learners with dyslexia and ADHD',
    partner: 1,
    status: 'completed',
    ageDays: 75,
    duration: 24,
  },
  // Both end within the next 30 days.
  {
    title: 'Sensory-friendly classroom design study NDA',
    purpose: 'study lighting and acoustics in sensory-friendly classrooms',
    partner: 0,
    status: 'completed',
    ageDays: 354,
    duration: 12,
  },
  {
    title: 'Summer robotics camp curriculum NDA',
    purpose: 'co-develop the summer robotics camp curriculum',
    partner: 1,
    status: 'completed',
    ageDays: 341,
    duration: 12,
  },
  // Signed, and their terms have ended since.
  {
    title: 'Robotics competition sponsorship NDA',
    purpose: 'discuss sponsorship of the regional robotics competition team',
    partner: 1,
    status: 'expired',
    ageDays: 430,
    duration: 12,
  },
  {
    title: 'STEM outreach program data NDA',
    purpose: 'share attendance data from the first STEM outreach program',
    partner: 2,
    status: 'expired',
    ageDays: 520,
    duration: 12,
  },
];

/** How each partner's signer describes their role on the signature line. */
const SIGNER_TITLES = [
  'Director of Research Partnerships',
  'Head of Education',
  'Executive Director',
];

const DAY_MS = 86_400_000;
const STAGES: DocumentStatus[] = ['draft', 'sent', 'viewed', 'pending', 'completed'];
/** How far a document goes: an expired demo NDA was signed before its term ended. */
const stageOf = (status: DocumentStatus) =>
  STAGES.indexOf(status === 'expired' ? 'completed' : status);

// Documentation address blocks (RFC 5737): the partner's browser, and the admin's.
const PARTNER_VISITOR = {
  ipAddress: '198.51.100.24',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
};
const ADMIN_VISITOR = { ipAddress: '192.0.2.10', userAgent: 'NovaLearn demo data' };

type DemoContext = {
  db: Database;
  /** The server's configuration with mail delivery off: demo mail stays in the outbox. */
  config: Config;
  sender: AdminUser;
  now: Date;
};

/**
 * One demo NDA taken through the real use cases to where it stands: created from its template,
 * sent to the partner with a link, opened by the partner, sent for signature with the built-in
 * signing page, and signed there, each on its own day in the past. So a demo NDA in Pending
 * Signature has a real request (signer, link, status, void), and a completed one its signed PDF
 * with the certificate of completion.
 */
export async function seedDemoDocument(
  context: DemoContext,
  item: DemoDocument,
  partner: PartnerDto,
  template: TemplateDto,
  today: string,
): Promise<void> {
  const { db, sender, config } = context;
  // A document's steps are spread over its life: `at(0.1)` is a tenth of the way from creation.
  const at = (fraction: number) =>
    new Date(context.now.getTime() - item.ageDays * (1 - fraction) * DAY_MS);
  const stage = stageOf(item.status);
  const effectiveDate = new Date(Date.parse(`${today}T00:00:00Z`) + (1 - item.ageDays) * DAY_MS)
    .toISOString()
    .slice(0, 10);

  const document = await createDocument({
    db,
    input: createDocumentInput.parse({
      title: item.title,
      purpose: item.purpose,
      partnerId: partner.id,
      templateId: template.id,
      effectiveDate,
      duration: item.duration,
      content: template.content,
    }),
    actor: sender,
    now: at(0),
  });
  if (stage < STAGES.indexOf('sent')) return;

  const sent = await sendDocument({
    db,
    id: document.id,
    input: sendDocumentInput.parse(null),
    admin: sender,
    now: at(0.1),
    publicUrl: config.publicUrl,
    canDeliverMail: false,
  });
  if (stage < STAGES.indexOf('viewed')) return;

  await viewSharedDocument({
    db,
    token: sent.delivery.link.slice(sent.delivery.link.lastIndexOf('/') + 1),
    now: at(0.15),
    visitor: PARTNER_VISITOR,
    passToken: undefined,
    isStaffPreview: false,
    firstViewMail: {
      publicUrl: config.publicUrl,
      timeZone: config.organisation.timeZone,
      canDeliverMail: false,
    },
  });
  if (stage < STAGES.indexOf('pending')) return;

  // Still waiting for a signature: sent a few days ago, so the link works for weeks yet.
  const signatureSentAt = item.status === 'pending' ? at(0.9) : at(0.2);
  let token = '';
  const provider = createBuiltinProvider({
    db,
    config,
    clock: { now: () => signatureSentAt },
    createToken: () => (token = createSigningToken()),
  });
  await sendForSignature({
    db,
    provider,
    documentId: document.id,
    input: sendForSignatureInput.parse(undefined),
    admin: sender,
    visitor: ADMIN_VISITOR,
    now: signatureSentAt,
  });
  if (stage < STAGES.indexOf('completed')) return;

  // The partner opens the link the next morning and signs an hour later.
  const openedAt = new Date(signatureSentAt.getTime() + DAY_MS);
  await viewSigningRequest({ db, token, visitor: PARTNER_VISITOR, now: openedAt });
  await signDocument({
    db,
    config,
    token,
    input: signDocumentInput.parse({
      fullName: partner.contactName,
      title: SIGNER_TITLES[item.partner % SIGNER_TITLES.length],
      signatureType: 'typed',
      consent: true,
    }),
    visitor: PARTNER_VISITOR,
    now: new Date(openedAt.getTime() + DAY_MS / 24),
  });
}
