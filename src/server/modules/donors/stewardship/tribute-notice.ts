import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { donorDisplayName } from '../../../../domain/crm/rules.ts';
import type { Transaction } from '../../../db/client.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { donations, type Donation } from '../donations/donations.table.ts';
import type { Donor } from '../donors.table.ts';
import { letterCopy } from './letter-content.ts';
import type { LetterMailing } from './store-letter.ts';

// Typed by people: a line break inside a name must not break the mail.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The notice's subject and text, in the language the donor chose for its reader. */
export function tributeNoticeMail(
  notice: {
    kind: 'honour' | 'memory';
    honoree: string;
    readerName: string;
    language: 'en' | 'es';
  },
  donor: { firstName: string; lastName: string },
  organisation: string,
) {
  const copy = letterCopy(notice.language);
  const words = copy.tributeNotice;
  const honoree = oneLine(notice.honoree);
  const paragraphs = [
    copy.greeting(oneLine(notice.readerName)),
    words.made({
      kind: notice.kind,
      honoree,
      donor: oneLine(donorDisplayName(donor)),
      organisation: oneLine(organisation),
    }) + (notice.kind === 'memory' ? ` ${words.condolence}` : ''),
    words.mission,
    `${copy.closing}\n${oneLine(organisation)}`,
  ];
  return { subject: words.subject(notice.kind, honoree), text: paragraphs.join('\n\n') };
}

/**
 * Tells the person the donor named about a tribute gift, once, with the gift's thank-you letter
 * and in its transaction. A monthly gift's later payments carry the same request: the person was
 * told with the first, so they are not told again.
 */
export async function sendTributeNotice(options: {
  tx: Transaction;
  gift: Donation;
  donor: Donor;
  organisation: string;
  mailing: LetterMailing;
  now: Date;
}): Promise<void> {
  const { tx, gift, now } = options;
  const { tributeKind, tributeName, tributeNotifyEmail, tributeNotifyName } = gift;
  const language = gift.tributeNotifyLanguage;
  if (!tributeKind || !tributeName || !tributeNotifyEmail || !tributeNotifyName || !language) {
    return;
  }
  if (gift.tributeNotifiedAt || (await toldForAnotherPayment(tx, gift))) return;
  const mail = tributeNoticeMail(
    { kind: tributeKind, honoree: tributeName, readerName: tributeNotifyName, language },
    options.donor,
    options.organisation,
  );
  await enqueueMail({
    db: tx,
    mail: { to: tributeNotifyEmail, ...mail, relatedEntity: 'donation', relatedId: gift.id },
    now,
    canDeliver: options.mailing.canDeliver,
  });
  await tx.update(donations).set({ tributeNotifiedAt: now }).where(eq(donations.id, gift.id));
}

async function toldForAnotherPayment(tx: Transaction, gift: Donation): Promise<boolean> {
  if (!gift.onlineGiftId) return false;
  const [told] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.onlineGiftId, gift.onlineGiftId),
        ne(donations.id, gift.id),
        isNotNull(donations.tributeNotifiedAt),
      ),
    )
    .limit(1);
  return Boolean(told);
}
