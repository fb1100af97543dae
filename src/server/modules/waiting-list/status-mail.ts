import {
  INVITATION_CONTACT_BUSINESS_DAYS,
  formatContactDay,
  invitationContactBy,
} from '../../../domain/waiting-list/invitation.ts';
import type { WaitingListRankingDto } from '../../../domain/waiting-list/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import {
  familyMail,
  formatDay,
  formatNumber,
  formatPlace,
  mailCopyFor,
  studentNameOf,
} from './family-mail.ts';
import {
  isMailedStatus,
  type MailedStatus,
  type StatusFacts,
  type WaitingListMailCopy,
} from './mail-copy/waiting-list-mail-copy.ts';
import { rankEntry } from './ranking.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/**
 * The new status; back on the list, the family also learns their place, and invited, the day
 * (YYYY-MM-DD) by which we will have contacted them.
 */
export type StatusMailChange =
  | { status: 'active'; place: WaitingListRankingDto }
  | { status: 'invited'; contactBy: string }
  | { status: Exclude<MailedStatus, 'active' | 'invited'> };

/** How a family reaches admissions: the configured ORG_SUPPORT_EMAIL and ORG_PHONE. */
export type SupportContact = { supportEmail: string; supportPhone: string };

function messageFor(
  copy: WaitingListMailCopy,
  change: StatusMailChange,
  facts: StatusFacts,
  supportPhone: string,
) {
  const subject = copy.status[change.status].subject(facts.campus);
  if (change.status === 'active') {
    return {
      subject,
      body: copy.status.active.body({ ...facts, ...formatPlace(copy, change.place) }),
    };
  }
  if (change.status === 'invited') {
    const body = copy.status.invited.body({
      ...facts,
      businessDays: formatNumber(copy, INVITATION_CONTACT_BUSINESS_DAYS),
      contactBy: formatContactDay(change.contactBy, copy.locale),
      supportPhone,
    });
    return { subject, body };
  }
  return { subject, body: copy.status[change.status].body(facts) };
}

/**
 * To the entry's address, in the entry's language, after its status changed. Says nothing staff
 * wrote (reason, notes) and never the student's needs. The status link cannot be repeated (only
 * its hash is kept), so the mail points to the first message and to the support address.
 */
export function waitingListStatusMail(
  options: { entry: WaitingListEntry; change: StatusMailChange } & SupportContact,
): OutgoingMail {
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
    ...messageFor(copy, options.change, facts, options.supportPhone),
  });
}

/**
 * Queues the status mail inside the transaction of the change (`entry` as it is afterwards), so
 * the family hears of exactly the changes that were saved. A status families do not see is
 * mailed to nobody.
 */
export async function enqueueStatusMail(
  options: {
    db: Database | Transaction;
    entry: WaitingListEntry;
    canDeliverMail: boolean;
    now: Date;
  } & SupportContact,
): Promise<void> {
  const { db, entry, now } = options;
  const change = await changeOf(db, entry, now);
  if (!change) return;
  const mail = waitingListStatusMail({
    entry,
    change,
    supportEmail: options.supportEmail,
    supportPhone: options.supportPhone,
  });
  await enqueueMail({ db, mail, now, canDeliver: options.canDeliverMail });
}

/** What the family is told of their new status; `now` is the moment of the change. */
async function changeOf(
  db: Database | Transaction,
  entry: WaitingListEntry,
  now: Date,
): Promise<StatusMailChange | null> {
  const { status } = entry;
  if (!isMailedStatus(status)) return null;
  if (status === 'active') return { status, place: await rankEntry(db, entry.id) };
  // The status page counts from the same moment (the audit entry written with this change).
  if (status === 'invited') return { status, contactBy: invitationContactBy(now) };
  return { status };
}
