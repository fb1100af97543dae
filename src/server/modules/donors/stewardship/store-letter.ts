import { sha256Hex } from '../../esign/sha256.ts';
import type { Transaction } from '../../../db/client.ts';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { toLetterDto } from './letter-dto.ts';
import { letterText, type Letter } from './letter-content.ts';
import { stewardshipLetters } from './stewardship-letters.table.ts';
import type { AuditActor } from '../../audit/audit.service.ts';

/**
 * Mails the letter's text to the donor through the outbox and keeps the PDF, in the caller's
 * transaction: the letter, the mail and the flags on the gifts commit together or not at all.
 * A donor without an email address gets no mail: the PDF is kept to print and post.
 */
export async function mailAndStoreLetter(options: {
  tx: Transaction;
  letter: Letter;
  pdf: Uint8Array;
  filename: string;
  to: string | null;
  record: {
    donorId: string;
    donationId: string | null;
    kind: 'acknowledgment' | 'statement';
    periodFrom?: string;
    periodTo?: string;
  };
  actor: AuditActor;
  canDeliver: boolean;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, letter, record, now } = options;
  const mail = options.to
    ? await enqueueMail({
        db: tx,
        mail: {
          to: options.to,
          subject: letter.subject,
          text: letterText(letter),
          relatedEntity: record.donationId ? 'donation' : 'donor',
          relatedId: record.donationId ?? record.donorId,
        },
        now,
        canDeliver: options.canDeliver,
      })
    : null;
  const [row] = await tx
    .insert(stewardshipLetters)
    .values({
      ...record,
      filename: options.filename,
      pdf: options.pdf,
      sha256: sha256Hex(options.pdf),
      outboxId: mail?.id ?? null,
      createdBy: options.actor.id,
      createdAt: now,
    })
    .returning();
  return toLetterDto(row!);
}
