import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ParsedWaitingListInput } from '../../../domain/waiting-list/schemas.ts';
import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import { DEFAULT_PRIORITY } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { WAITING_LIST_SUBMISSIONS } from '../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { alreadyRegisteredAnswer } from './already-registered-answer.ts';
import { waitingListConfirmationMail } from './confirmation-mail.ts';
import { ENROLLMENT_FORM_ACTOR } from './family-actor.ts';
import { duplicateEntryId, readDuplicateEntry } from './find-duplicate-entry.ts';
import { lockCampusQueue, placeOfNewEntry } from './ranking.ts';
import { requireTakeableTerm } from './require-takeable-term.ts';
import { resendStatusLink } from './resend-status-link.ts';
import { forgetSentSavedApplication } from './save-application.ts';
import { createStatusToken, hashStatusToken, statusUrlFor } from './status-token.ts';
import { waitingList, type NewWaitingListEntry } from './waiting-list.table.ts';

/** The columns a form fills: each campus keeps only its own fields (the schema drops the rest). */
function entryFields(input: ParsedWaitingListInput): NewWaitingListEntry {
  const common = {
    campus: input.campus,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    enrollmentPreference: input.enrollmentPreference,
    studentNeeds: input.studentNeeds,
    heardAboutUs: input.heardAboutUs,
    additionalInfo: input.additionalInfo,
    language: input.language,
  };
  return input.campus === 'k12'
    ? { ...common, parentGuardianName: input.parentGuardianName, gradeLevel: input.gradeLevel }
    : {
        ...common,
        emergencyContact: input.emergencyContact,
        programInterest: input.programInterest,
      };
}

export type SubmissionResult = { statusCode: 200 | 201; body: WaitingListSubmissionDto };

/**
 * POST /api/waiting-list. One transaction under the campus lock: the address's hourly count, the
 * duplicate check, the ranking, the insert and the confirmation mail, so N forms sent at once get
 * exactly the places 1..N and nobody is mailed a place or a link that does not exist. A repeated
 * form gets no id or place (anyone who knows a child's name and the family's address could send
 * it); the family is mailed a new private link instead. Either way, answers saved for this form
 * are deleted with their mail (ADR 046).
 */
export async function submitWaitingListEntry(options: {
  db: Database;
  input: ParsedWaitingListInput;
  ipAddress: string;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
}): Promise<SubmissionResult> {
  const { db, input, now } = options;
  requireTakeableTerm({
    campus: input.campus,
    term: input.enrollmentPreference,
    now,
    field: 'enrollmentPreference',
  });
  // Made before the transaction, which holds the campus lock (and, on the embedded database, its
  // one session) for as short a time as it can: so is the new entry's id, which its mail names.
  const token = createStatusToken();
  const statusTokenHash = hashStatusToken(token);
  const id = randomUUID();
  return db.transaction(async (tx): Promise<SubmissionResult> => {
    await lockCampusQueue(tx, input.campus);
    // Counted first (ADR 031); a refusal rolls the count back, and the counter stays at the limit.
    await limitPublicRequest(WAITING_LIST_SUBMISSIONS, { db: tx, key: options.ipAddress, now });
    await forgetSentSavedApplication(tx, input.savedApplication);
    const [duplicate] = await duplicateEntryId(tx, input);
    if (duplicate) {
      await resendStatusLink({
        tx,
        entry: await readDuplicateEntry(tx, duplicate.id),
        now,
        publicUrl: options.publicUrl,
        supportEmail: options.supportEmail,
        canDeliverMail: options.canDeliverMail,
        because: 'form-sent-again',
      });
      return { statusCode: 200, body: alreadyRegisteredAnswer(input.language) };
    }

    const ranking = await placeOfNewEntry(tx, input.campus);
    // Arrival order is the tie-break of equal priorities, so each entry must arrive strictly
    // after the campus's last one, even when two share a clock reading (or the clock steps back).
    const arrivedAt = sql`greatest(${now.toISOString()}::timestamptz, (select max(${waitingList.createdAt}) from ${waitingList} where ${waitingList.campus} = ${input.campus}) + interval '1 microsecond')`;
    await tx.insert(waitingList).values({
      ...entryFields(input),
      id,
      status: 'active',
      priority: DEFAULT_PRIORITY,
      statusTokenHash,
      ipAddress: options.ipAddress,
      createdAt: arrivedAt,
      updatedAt: now,
    });
    const mail = waitingListConfirmationMail({
      entryId: id,
      to: input.email,
      language: input.language,
      campus: input.campus,
      studentName: input,
      greetingName: input.campus === 'k12' ? input.parentGuardianName : null,
      ranking,
      statusUrl: statusUrlFor(options.publicUrl, token, input.language),
      supportEmail: options.supportEmail,
    });
    await enqueueMail({ db: tx, mail, now, canDeliver: options.canDeliverMail });
    await recordAudit({
      db: tx,
      actor: ENROLLMENT_FORM_ACTOR,
      action: 'create',
      entity: 'waiting_list',
      entityId: id,
      details: { campus: input.campus },
      at: now,
    });
    return { statusCode: 201, body: { id, ranking } };
  });
}
