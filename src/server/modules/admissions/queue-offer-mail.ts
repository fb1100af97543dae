import type { Transaction } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';
import type { AdmissionOffer, SeatGroup } from './admissions.table.ts';
import type { OfferConfig } from './make-offers.ts';
import { mailFacts } from './mail-facts.ts';
import { offerMail, offerUrlFor } from './offer-mail.ts';

/**
 * The offer mail or its reminder, in the family's language with the link `token` opens, queued
 * in the caller's transaction; answers what the entry's history records of it.
 */
export async function queueOfferMail(options: {
  tx: Transaction;
  config: OfferConfig;
  kind: 'offer' | 'reminder';
  entry: WaitingListEntry;
  group: SeatGroup;
  offer: Pick<AdmissionOffer, 'deadline'>;
  token: string;
  now: Date;
}) {
  const { tx, config, entry, now } = options;
  const mail = offerMail({
    kind: options.kind,
    entry,
    group: options.group,
    offer: options.offer,
    offerUrl: offerUrlFor(config.publicUrl, options.token, entry.language),
    supportEmail: config.site.supportEmail,
    timeZone: config.organisation.timeZone,
  });
  const sent = await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail(config.mail) });
  return mailFacts(sent.id, mail);
}
