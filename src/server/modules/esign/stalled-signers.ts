import { and, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import { formatDay } from '../../../domain/common/date-format.ts';
import { OPEN_ESIGN_STATUSES } from '../../../domain/esign/esign.ts';
import {
  signatureStalledSince,
  todayItemKey,
  type TodayItemDto,
} from '../../../domain/today/today-items.ts';
import type { Database } from '../../db/client.ts';
import { dataRoomMembers } from '../data-rooms/public.ts';
import { ndaDocuments } from '../documents/public.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';
import { STAFF_REMINDER_DETAIL } from './remind-signer.ts';

const DAY_MS = 86_400_000;

/** Roles whose link asks them to act; a CC recipient only gets the copy. */
export const ACTING_ROLES = ['signer', 'approver'] as const;
/** Their link is out and they have not signed or declined yet. */
export const AWAITED_STATUSES = ['sent', 'viewed'] as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * "Signatures waiting too long" (ADR 053): signers and approvers of open built-in requests of an
 * NDA or a data room's NDA (enrollment agreements are admissions', not listed) whose link went out
 * at or before signatureStalledSince(now) and whom no member of staff has reminded since then.
 * The reminder job's own reminders do not count: they go out whatever anyone does. The Today page
 * and GET /api/docusign/stalled both answer this, oldest first.
 */
export async function stalledSigners(options: {
  db: Database;
  now: Date;
}): Promise<TodayItemDto[]> {
  const { db, now } = options;
  const since = signatureStalledSince(now);
  const staffReminders = db
    .select({
      recipientId: signatureEvents.recipientId,
      lastAt: max(signatureEvents.at).as('last_staff_reminder_at'),
    })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.type, 'reminded'),
        sql`${signatureEvents.details} ? ${STAFF_REMINDER_DETAIL}`,
      ),
    )
    .groupBy(signatureEvents.recipientId)
    .as('staff_reminders');
  // greatest() skips nulls: the link's day, or the last staff reminder when there is one.
  const waitingFrom = sql<Date>`greatest(${signatureRecipients.sentAt}, ${staffReminders.lastAt})`;
  const rows = await db
    .select({
      id: signatureRecipients.id,
      name: signatureRecipients.name,
      sentAt: signatureRecipients.sentAt,
      remindersSent: signatureRecipients.remindersSent,
      waitingFrom: waitingFrom.mapWith(signatureRecipients.sentAt),
      subject: signatureRequests.subject,
      documentId: signatureRequests.documentId,
      documentTitle: ndaDocuments.title,
      roomId: dataRoomMembers.roomId,
    })
    .from(signatureRecipients)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureRecipients.requestId))
    .leftJoin(ndaDocuments, eq(ndaDocuments.id, signatureRequests.documentId))
    .leftJoin(dataRoomMembers, eq(dataRoomMembers.id, signatureRequests.roomMemberId))
    .leftJoin(staffReminders, eq(staffReminders.recipientId, signatureRecipients.id))
    .where(
      and(
        eq(signatureRequests.provider, 'builtin'),
        // The demo data's signers are made up: nobody chases them (ADR 039).
        eq(signatureRequests.isDemo, false),
        inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
        or(isNotNull(signatureRequests.documentId), isNotNull(signatureRequests.roomMemberId)),
        inArray(signatureRecipients.role, [...ACTING_ROLES]),
        inArray(signatureRecipients.status, [...AWAITED_STATUSES]),
        isNotNull(signatureRecipients.sentAt),
        sql`${waitingFrom} <= ${since.toISOString()}`,
      ),
    )
    .orderBy(signatureRecipients.sentAt, signatureRecipients.id);
  return rows.map((row): TodayItemDto => {
    const sentAt = row.sentAt!;
    const days = Math.floor((now.getTime() - sentAt.getTime()) / DAY_MS);
    const reminders =
      row.remindersSent === 0
        ? 'no reminder sent'
        : `${plural(row.remindersSent, 'reminder')} sent`;
    return {
      key: todayItemKey('signature-stalled', row.id, row.waitingFrom.toISOString()),
      kind: 'signature-stalled',
      targetId: row.id,
      title: `${row.name} — ${row.subject.trim() || row.documentTitle || 'Signature request'}`,
      detail: `Waiting since ${formatDay(sentAt)} (${plural(days, 'day')}); ${reminders}`,
      since: sentAt.toISOString(),
      href: row.documentId
        ? `/admin/documents/${row.documentId}/signature`
        : `/admin/data-rooms/${row.roomId}`,
      reply: null,
    };
  });
}
