import type { EntryMailFacts } from '../../../domain/waiting-list/history.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/**
 * What the entry's history keeps of a mail it sent: the outbox row (staff open the copy there),
 * the address and the subject. Never the body: it holds the family's private link.
 */
export const mailFacts = (outboxId: string, mail: OutgoingMail): EntryMailFacts => ({
  outboxId,
  to: mail.to,
  subject: mail.subject,
});
