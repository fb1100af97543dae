import { eq } from 'drizzle-orm';
import type { PaperRequestDto } from '../../../domain/family-papers/dtos.ts';
import { takesPapers } from '../../../domain/family-papers/papers.ts';
import type { AskForPaperInput } from '../../../domain/family-papers/schemas.ts';
import type { EntryMailFacts } from '../../../domain/waiting-list/history.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { waitingList } from '../waiting-list/public.ts';
import { createStatusToken, hashStatusToken, statusUrlFor } from '../waiting-list/status-token.ts';
import { paperRequestMail } from './paper-request-mail.ts';
import { requireEntry } from './staff-papers.ts';

export const CLOSED_ENTRY_MESSAGE =
  'This application is withdrawn or closed, so the family cannot send papers. Set it back to Waiting first if you need one.';

/**
 * POST /api/waiting-list/:id/paper-requests (staff): mails the family which paper is needed,
 * with a new private link to send it from. Only the link's hash is stored, so the only way to
 * mail a working link is to make a new one: it replaces the stored hash, and the older links
 * stop working (the mail says so), as a resent link does (resend-status-link.ts). The entry's
 * history shows the request with its mail; the note's text is in the mail, not in the audit log.
 */
export async function askForPaper(options: {
  db: Database;
  entryId: string;
  input: { kind: AskForPaperInput['kind']; note?: string | undefined };
  actor: AuditActor;
  now: Date;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
}): Promise<PaperRequestDto> {
  const { input, now } = options;
  const token = createStatusToken();
  return options.db.transaction(async (tx) => {
    const entry = await requireEntry(tx, options.entryId, true);
    if (!takesPapers(entry.status)) throw new AppError(409, CLOSED_ENTRY_MESSAGE);
    await tx
      .update(waitingList)
      .set({ statusTokenHash: hashStatusToken(token) })
      .where(eq(waitingList.id, entry.id));
    const mail = paperRequestMail({
      entry,
      kind: input.kind,
      note: input.note,
      statusUrl: statusUrlFor(options.publicUrl, token, entry.language),
      supportEmail: options.supportEmail,
    });
    const { id } = await enqueueMail({ db: tx, mail, now, canDeliver: options.canDeliverMail });
    const sent: EntryMailFacts = { outboxId: id, to: mail.to, subject: mail.subject };
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: 'ask-for-paper',
      entity: 'waiting_list',
      entityId: entry.id,
      details: { kind: input.kind, withNote: Boolean(input.note), mails: [sent] },
      at: now,
    });
    return { to: entry.email, delivery: options.canDeliverMail ? 'queued' : 'no-mail-server' };
  });
}
