import { eq } from 'drizzle-orm';
import { offerDeadline, offersPossible } from '../../../domain/admissions/admissions.ts';
import type { OfferPreviewDto } from '../../../domain/admissions/dtos.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { studentNameOf } from '../waiting-list/family-mail.ts';
import { seatGroups } from './admissions.table.ts';
import type { OfferConfig } from './make-offers.ts';
import { offerMail } from './offer-mail.ts';
import { countOffers, nextFamiliesQuery } from './seat-groups.ts';

/** The link's stand-in: each family's private link is made only when its offer is. */
const LINK_PLACEHOLDER: Record<Language, string> = {
  en: '[the family’s own private link]',
  es: '[el enlace privado de la familia]',
};

/**
 * What "Make offers" would do now, without doing it: the next families in rank order (never
 * more than the free seats, as offerNextFamilies counts them) and each one's mail, rendered by
 * the same function as the real one. The order may change before staff confirm; the offer itself
 * counts again under the group's lock.
 */
export async function previewOffers(options: {
  db: Database;
  config: OfferConfig;
  groupId: string;
  count: number;
  days: number;
  now: Date;
}): Promise<OfferPreviewDto> {
  const { db, config, now } = options;
  const [group] = await db.select().from(seatGroups).where(eq(seatGroups.id, options.groupId));
  if (!group) throw notFound('Seat group');
  const possible = offersPossible(options.count, {
    capacity: group.capacity,
    ...(await countOffers(db, group.id)),
  });
  const families = possible === 0 ? [] : await nextFamiliesQuery(db, group).limit(possible);
  const deadline = offerDeadline(now, options.days, config.organisation.timeZone);
  return {
    deadline: deadline.toISOString(),
    mailed: canDeliverMail(config.mail),
    families: families.map((entry) => {
      const mail = offerMail({
        kind: 'offer',
        entry,
        group,
        offer: { deadline },
        offerUrl: LINK_PLACEHOLDER[entry.language],
        supportEmail: config.site.supportEmail,
        timeZone: config.organisation.timeZone,
      });
      return {
        entryId: entry.id,
        name: studentNameOf(entry),
        email: entry.email,
        language: entry.language,
        mail: { subject: mail.subject, text: mail.text },
      };
    }),
  };
}
