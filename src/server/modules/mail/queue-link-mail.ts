import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import type { Transaction } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from './mail.service.ts';

/**
 * Puts a mail that carries a link in the outbox, inside the caller's transaction, and says what
 * the admin should be told: with a mail server the worker delivers it (`queued`); without one the
 * message is only kept in the outbox, so the answer hands back the link to pass on by hand.
 */
export async function queueLinkMail(options: {
  tx: Transaction;
  mail: OutgoingMail;
  link: string;
  now: Date;
  canDeliverMail: boolean;
}): Promise<LinkDelivery> {
  const { tx, mail, link, now, canDeliverMail } = options;
  await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail });
  return canDeliverMail
    ? { status: 'queued', to: mail.to, link }
    : { status: 'no-mail-server', to: mail.to, link };
}
