import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import { isoDayIn } from '../../../domain/common/calendar-day.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import {
  joinNames,
  mergeEnrollmentPlaceholders,
  type sendEnrollmentAgreementInput,
} from '../../../domain/esign/enrollment-agreement.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { mergePlaceholders } from '../../../domain/templates/templates.ts';
import { CAMPUS_NAMES as CAMPUS_NAMES_ES } from '../../../domain/content/es/seat-offer.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/app-error.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import { sendEnrollmentAgreement } from '../esign/send-enrollment-agreement.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { ndaTemplates } from '../templates/public.ts';
import { studentNameOf } from '../waiting-list/family-mail.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers, seatGroups } from './admissions.table.ts';

type SendInput = z.output<typeof sendEnrollmentAgreementInput>;

export const AGREEMENT_BEFORE_ACCEPTANCE_MESSAGE =
  'Send the enrollment agreement once the family has accepted a seat: this family has not.';
export const UNKNOWN_TEMPLATE_MESSAGE =
  'Choose a template from the list: this one no longer exists.';

const SUBJECT = {
  en: (learner: string) => `Please sign: enrollment agreement for ${learner}`,
  es: (learner: string) => `Por favor, firme: contrato de inscripción de ${learner}`,
} as const;

const TITLE = {
  en: (learner: string) => `Enrollment agreement for ${learner}`,
  es: (learner: string) => `Contrato de inscripción de ${learner}`,
} as const;

/**
 * POST /api/admissions/entries/:id/enrollment-agreement (admissions): once the family accepted a
 * seat, merges the chosen template for this learner (ADR 048) and sends it to one or two
 * parents or guardians through our own signing page. The words around the text, the title and
 * the subject follow the family's language; each guardian's mails and page follow their own.
 */
export async function sendFamilyEnrollmentAgreement(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  entryId: string;
  input: SendInput;
  admin: AdminUser;
  visitor: VisitorInfo;
  now: Date;
}): Promise<EnvelopeStatusDto> {
  const { db, config, entryId, input, admin, visitor, now } = options;
  const [entry] = await db.select().from(waitingList).where(eq(waitingList.id, entryId));
  if (!entry) throw notFound('Waiting list entry');
  const [seat] = await db
    .select({ group: seatGroups })
    .from(admissionOffers)
    .innerJoin(seatGroups, eq(seatGroups.id, admissionOffers.seatGroupId))
    .where(and(eq(admissionOffers.entryId, entryId), eq(admissionOffers.status, 'accepted')))
    .orderBy(desc(admissionOffers.answeredAt))
    .limit(1);
  if (!seat) throw new AppError(409, AGREEMENT_BEFORE_ACCEPTANCE_MESSAGE);
  const [template] = await db
    .select()
    .from(ndaTemplates)
    .where(eq(ndaTemplates.id, input.templateId));
  if (!template) throw fieldError('templateId', UNKNOWN_TEMPLATE_MESSAGE);

  const language = entry.language;
  const learner = studentNameOf(entry);
  const campusName = (language === 'es' ? CAMPUS_NAMES_ES : CAMPUS_NAMES)[seat.group.campus];
  const startTerm = termLabel(seat.group.startTerm, language);
  const organisationName = await getOrganisationName(db);
  const effectiveDate = isoDayIn(now, config.organisation.timeZone);
  const content = mergePlaceholders(
    mergeEnrollmentPlaceholders(template.content, {
      learner,
      guardians: joinNames(
        input.guardians.map((guardian) => guardian.name),
        language,
      ),
      campus: campusName,
      startTerm,
    }),
    { company: organisationName, effectiveDate },
  );
  const agreement: AgreementSnapshot = {
    kind: 'enrollment',
    documentId: null,
    entryId,
    language,
    family: { learnerName: learner, campusName, startTerm },
    title: TITLE[language](learner),
    content,
    purpose: null,
    duration: 0,
    effectiveDate,
    expirationDate: null,
    organisationName,
    partner: null,
    sender: { id: admin.id, name: admin.name, email: admin.email },
  };
  return sendEnrollmentAgreement({
    db,
    config,
    entryId,
    agreement,
    guardians: input.guardians,
    signingOrder: input.signingOrder,
    identityCheck: input.identityCheck,
    subject: SUBJECT[language](learner),
    admin,
    visitor,
    now,
  });
}
