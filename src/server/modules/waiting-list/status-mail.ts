import type { WaitingListRankingDto } from '../../../domain/waiting-list-schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, formatDay, formatPlace, mailCopyFor, studentNameOf } from './family-mail.ts';
import {
  isMailedStatus,
  type MailedStatus,
  type StatusFacts,
  type WaitingListMailCopy,
} from './mail-copy/waiting-list-mail-copy.ts';
import { rankEntry } from './ranking.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/** The new status; back on the list, the family also learns their place. */
export type StatusMailChange =
  { status: 'active'; place: WaitingListRankingDto } | { status: Exclude<MailedStatus, 'active'> };

function messageFor(copy: WaitingListMailCopy, change: StatusMailChange, facts: StatusFacts) {
  if (change.status === 'active') {
    const message = copy.status.active;
    const place = formatPlace(copy, change.place);
    return { subject: message.subject(facts.campus), body: message.body({ ...facts, ...place }) };
  }
  const message = copy.status[change.status];
  return { subject: message.subject(facts.campus), body: message.body(facts) };
}

/**
 * To the entry's address, in the entry's language, after its status changed. Says nothing staff
 * wrote (reason, notes) and never the student's needs. The status link cannot be repeated (only
 * its hash is kept), so the mail points to the first message and to the support address.
 */
export function waitingListStatusMail(options: {
  entry: WaitingListEntry;
  change: StatusMailChange;
  supportEmail: string;
}): OutgoingMail {
  const { entry } = options;
  const copy = mailCopyFor(entry.language);
  const campus = copy.campusNames[entry.campus];
  const facts: StatusFacts = {
    student: studentNameOf(entry),
    campus,
    receivedOn: formatDay(copy, entry.createdAt),
    supportEmail: options.supportEmail,
  };
  return familyMail({
    copy,
    entryId: entry.id,
    to: entry.email,
    greetingName: entry.campus === 'k12' ? entry.parentGuardianName : null,
    ...messageFor(copy, options.change, facts),
  });
}

/**
 * Queues the status mail inside the transaction of the change (`entry` as it is afterwards), so
 * the family hears of exactly the changes that were saved. A status families do not see is
 * mailed to nobody.
 */
export async function enqueueStatusMail(options: {
  db: Database | Transaction;
  entry: WaitingListEntry;
  supportEmail: string;
  canDeliverMail: boolean;
  now: Date;
}): Promise<void> {
  const { db, entry } = options;
  const status = entry.status;
  if (!isMailedStatus(status)) return;
  const change: StatusMailChange =
    status === 'active' ? { status, place: await rankEntry(db, entry.id) } : { status };
  const mail = waitingListStatusMail({ entry, change, supportEmail: options.supportEmail });
  await enqueueMail({ db, mail, now: options.now, canDeliver: options.canDeliverMail });
}
