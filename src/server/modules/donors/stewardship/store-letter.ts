import { sha256Hex } from '../../esign/sha256.ts';
import type { Transaction } from '../../../db/client.ts';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { toLetterDto } from './letter-dto.ts';
import { letterCopy, letterText, type Letter } from './letter-content.ts';
import { stewardshipLetters } from './stewardship-letters.table.ts';
import type { AuditActor } from '../../audit/audit.service.ts';
import type { Config } from '../../../config.ts';
import { canDeliverMail } from '../../mail/mail-status.ts';
import { manageGivingFormUrl } from '../../../../domain/giving/donor-portal.ts';

/** How donor letters leave: whether mail can go out now, and the site's address for links. */
export type LetterMailing = { canDeliver: boolean; publicUrl: string };

export const letterMailingOf = (config: Pick<Config, 'mail' | 'publicUrl'>): LetterMailing => ({
  canDeliver: canDeliverMail(config.mail),
  publicUrl: config.publicUrl,
});

/**
 * The mail's text: the letter, then where the donor asks for their private "manage my giving"
 * link, on their language's page. Only the mail has it: a printed letter cannot be clicked.
 */
export const letterMailText = (letter: Letter, publicUrl: string) =>
  `${letterText(letter)}\n\n${letterCopy(letter.language).manageGiving(
    manageGivingFormUrl(publicUrl, letter.language),
  )}`;

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
  mailing: LetterMailing;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, letter, record, now } = options;
  const mail = options.to
    ? await enqueueMail({
        db: tx,
        mail: {
          to: options.to,
          subject: letter.subject,
          text: letterMailText(letter, options.mailing.publicUrl),
          relatedEntity: record.donationId ? 'donation' : 'donor',
          relatedId: record.donationId ?? record.donorId,
        },
        now,
        canDeliver: options.mailing.canDeliver,
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
