import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  ParsedWaitingListInput,
  WaitingListSubmissionDto,
} from '../../../domain/waiting-list-schemas.ts';
import { DEFAULT_PRIORITY } from '../../../domain/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { quickTransaction } from '../../db/quick-transaction.ts';
import { auditRow } from '../audit/audit.service.ts';
import { auditLog } from '../audit/audit.table.ts';
import { outboxRow } from '../mail/mail.service.ts';
import { outbox } from '../mail/mail.table.ts';
import { alreadyRegisteredAnswer } from './already-registered-answer.ts';
import { waitingListConfirmationMail } from './confirmation-mail.ts';
import { ENROLLMENT_FORM_ACTOR } from './family-actor.ts';
import { claimForm } from './claim-form.ts';
import { readDuplicateEntry } from './find-duplicate-entry.ts';
import { lockCampusQueue } from './ranking.ts';
import { resendStatusLink } from './resend-status-link.ts';
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
 * it); the family is mailed a new private link instead.
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
  // Made before the transaction, which holds the campus lock (and, on the embedded database, the
  // one connection) for as short a time as it can: so is the new entry's id, which its mail names.
  const token = createStatusToken();
  const statusTokenHash = hashStatusToken(token);
  const id = randomUUID();
  // Two round trips (issue 24): begin, the campus lock and everything the form must read go
  // together (the read runs once the lock is held, so it sees every form committed before);
  // everything it writes goes with the commit.
  return quickTransaction(db, async (tx, commitWith): Promise<SubmissionResult> => {
    const [, { duplicateId, ranking }] = await Promise.all([
      lockCampusQueue(tx, input.campus),
      claimForm(tx, input, options),
    ]);
    if (duplicateId) {
      await resendStatusLink({
        tx,
        entry: await readDuplicateEntry(tx, duplicateId),
        now,
        publicUrl: options.publicUrl,
        supportEmail: options.supportEmail,
        canDeliverMail: options.canDeliverMail,
        because: 'form-sent-again',
      });
      return { statusCode: 200, body: alreadyRegisteredAnswer(input.language) };
    }

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
    // Arrival order is the tie-break of equal priorities, so each entry must arrive strictly
    // after the campus's last one, even when two share a clock reading (or the clock steps back).
    const arrivedAt = sql`greatest(${now.toISOString()}::timestamptz, (select max(${waitingList.createdAt}) from ${waitingList} where ${waitingList.campus} = ${input.campus}) + interval '1 microsecond')`;
    // The entry, its mail and its audit row in one statement.
    const inserted = tx.$with('inserted').as(
      tx
        .insert(waitingList)
        .values({
          ...entryFields(input),
          id,
          status: 'active',
          priority: DEFAULT_PRIORITY,
          statusTokenHash,
          ipAddress: options.ipAddress,
          createdAt: arrivedAt,
          updatedAt: now,
        })
        .returning({ id: waitingList.id }),
    );
    const queuedMail = tx.$with('queued_mail').as(
      tx
        .insert(outbox)
        .values(outboxRow({ mail, now, canDeliver: options.canDeliverMail }))
        .returning({ id: outbox.id }),
    );
    await commitWith(
      tx
        .with(inserted, queuedMail)
        .insert(auditLog)
        .values(
          auditRow({
            actor: ENROLLMENT_FORM_ACTOR,
            action: 'create',
            entity: 'waiting_list',
            entityId: id,
            details: { campus: input.campus },
            at: now,
          }),
        ),
    );
    return { statusCode: 201, body: { id, ranking } };
  });
}
