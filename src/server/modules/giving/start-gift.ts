import { tributeNoticeOf } from './tribute-notice-of.ts';
import { eq } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { DONOR_INTEREST_LABELS } from '../../../domain/crm/donors.ts';
import type { GiftStartedDto } from '../../../domain/giving/dtos.ts';
import type { ParsedGiftInput } from '../../../domain/giving/schemas.ts';
import { chargeFor, giftReference } from '../../../domain/giving/giving.ts';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  lockCampaigns,
  lockDonor,
  refreshCampaignRaised,
  refreshDonorRollups,
} from '../donors/donor-rollups.ts';
import { donations } from '../donors/donations/public.ts';
import { readReceipt } from '../donors/stewardship/read-receipt.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { GIFT_SUBMISSIONS } from '../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { campaignForOnlineGift } from '../donors/campaigns/campaign-for-gift.ts';
import { GIVE_PAGE_ACTOR } from './give-page-actor.ts';
import { onlineGifts, type OnlineGift } from './giving.table.ts';
import { matchOrCreateDonor } from './match-donor.ts';
import type { CardPaymentProvider, PaymentProvider } from './payment-provider.ts';
import { pledgeInstructionsMail } from './pledge-mail.ts';

type StartGiftOptions = {
  db: Database;
  provider: PaymentProvider;
  input: ParsedGiftInput;
  ipAddress: string;
  publicUrl: string;
  supportEmail: string;
  canDeliverMail: boolean;
  now: Date;
};

const STRIPE_UNAVAILABLE = {
  en: 'The payment service did not answer. Nothing was charged. Please try again in a few minutes.',
  es: 'El servicio de pago no respondió. No se cobró nada. Inténtelo de nuevo en unos minutos.',
} as const;

/** The form as kept until the payment is reported (a pledge pays nothing online: no fee). */
function giftRow(input: ParsedGiftInput, path: PaymentProvider['path'], now: Date) {
  const coverFee = path === 'card' && input.coverFee;
  return {
    path,
    frequency: input.frequency,
    giftCents: input.amountCents,
    coverFee,
    chargeCents: chargeFor(input.amountCents, coverFee),
    designation: input.designation,
    tributeKind: input.tribute?.kind ?? null,
    tributeName: input.tribute?.name ?? null,
    tributeNotifyName: input.tribute?.notify?.name ?? null,
    tributeNotifyEmail: input.tribute?.notify?.email ?? null,
    tributeNotifyLanguage: input.tribute?.notify?.language ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    note: input.note,
    language: input.language,
    createdAt: now,
    updatedAt: now,
  };
}

const DESCRIPTION = {
  en: (org: string) => `Gift to ${org}`,
  es: (org: string) => `Donación a ${org}`,
} as const;

/** Card path: the form is kept, then Stripe's payment page is opened for it. */
async function startCheckout(
  options: StartGiftOptions & { provider: CardPaymentProvider },
): Promise<GiftStartedDto> {
  const { db, input, now, publicUrl } = options;
  const [gift] = await db
    .insert(onlineGifts)
    .values(giftRow(input, 'card', now))
    .returning();
  const { organisationName } = await readReceipt(db);
  const page = (path: string) => `${publicUrl}${pathInLocale(path, input.language)}`;
  try {
    const checkout = await options.provider.startCheckout({
      giftId: gift!.id,
      frequency: gift!.frequency,
      chargeCents: gift!.chargeCents,
      email: gift!.email,
      language: input.language,
      description: DESCRIPTION[input.language](organisationName),
      successUrl: `${page('/give/thanks')}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page('/give')}?cancelled=1`,
    });
    await db
      .update(onlineGifts)
      .set({ checkoutSessionId: checkout.sessionId, updatedAt: now })
      .where(eq(onlineGifts.id, gift!.id));
    return { path: 'card', checkoutUrl: checkout.url };
  } catch (error) {
    // No payment page, so no payment can ever be reported for this form.
    await db.delete(onlineGifts).where(eq(onlineGifts.id, gift!.id));
    throw new AppError(502, STRIPE_UNAVAILABLE[input.language], { cause: error });
  }
}

const PLEDGE_MESSAGE = {
  en: (amount: string, to: string, mailed: boolean, support: string) =>
    `Thank you. We recorded your pledge of ${amount} as pending. ` +
    (mailed
      ? `We are emailing ${to} how to give by check, bank transfer or donor-advised fund.`
      : `We could not email you the instructions, because this site cannot send email right now. Please write to ${support}.`),
  es: (amount: string, to: string, mailed: boolean, support: string) =>
    `Gracias. Registramos su compromiso de ${amount} como pendiente. ` +
    (mailed
      ? `Le enviamos a ${to} cómo donar con cheque, transferencia bancaria o un fondo asesorado por donantes.`
      : `No pudimos enviarle las instrucciones, porque este sitio no puede enviar correos ahora. Escríbanos a ${support}.`),
} as const;

/** Said by the give page, and by the server to a form sent anyway, while no pledge is taken. */
export const NO_PLEDGES = {
  en: (support: string) =>
    `This page cannot take gifts right now. Nothing was recorded. To give, please write to ${support} and we will tell you how.`,
  es: (support: string) =>
    `Esta página no puede recibir donaciones ahora. No se registró nada. Para donar, escríbanos a ${support} y le diremos cómo.`,
} as const;

/**
 * Pledge path (no card payments set up): the donor's intent is a pending gift in the CRM at once,
 * and the instructions are queued in the same transaction. Staff mark it received when the money
 * arrives, and then thank the donor as for any completed gift.
 */
async function recordPledge(options: StartGiftOptions): Promise<GiftStartedDto> {
  const { db, input, now } = options;
  return db.transaction(async (tx) => {
    const receipt = await readReceipt(tx);
    const { mailingAddress } = receipt;
    if (!mailingAddress) {
      throw new AppError(409, NO_PLEDGES[input.language](options.supportEmail));
    }
    const [gift] = await tx
      .insert(onlineGifts)
      .values({ ...giftRow(input, 'pledge', now), status: 'completed' })
      .returning();
    const donor = await matchOrCreateDonor(tx, gift as OnlineGift, now);
    const donorId = donor.id;
    await lockDonor(tx, donorId);
    const giftDate = todayIsoDate(now);
    const campaignId = await campaignForOnlineGift(tx, giftDate);
    await lockCampaigns(tx, [campaignId]);
    const [donation] = await tx
      .insert(donations)
      .values({
        donorId,
        amountCents: gift!.giftCents,
        donationType: 'one-time',
        status: 'pending',
        giftDate,
        campaignId,
        designation: gift!.designation ? DONOR_INTEREST_LABELS[gift!.designation] : null,
        tributeKind: gift!.tributeKind,
        tributeName: gift!.tributeName,
        ...tributeNoticeOf(gift!),
        notes:
          [input.frequency === 'monthly' ? 'Pledged as a monthly gift.' : null, gift!.note]
            .filter(Boolean)
            .join('\n\n') || null,
        source: 'online',
        onlineGiftId: gift!.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: donations.id });
    await tx.update(onlineGifts).set({ donorId }).where(eq(onlineGifts.id, gift!.id));
    await refreshDonorRollups(tx, donorId, now);
    await refreshCampaignRaised(tx, [campaignId]);
    await enqueueMail({
      db: tx,
      // The page answers in the form's language; the mail, like every mail to the donor, in
      // the donor's (the same for a new donor: match-donor.ts).
      mail: pledgeInstructionsMail({
        to: input.email,
        language: donor.language,
        donationId: donation!.id,
        firstName: input.firstName,
        amountCents: gift!.giftCents,
        frequency: input.frequency,
        reference: giftReference(donation!.id),
        receipt,
        mailingAddress,
        supportEmail: options.supportEmail,
      }),
      now,
      canDeliver: options.canDeliverMail,
    });
    await recordAudit({
      db: tx,
      actor: GIVE_PAGE_ACTOR,
      action: 'pledge',
      entity: 'donation',
      entityId: donation!.id,
      details: { amountCents: gift!.giftCents, frequency: input.frequency },
      at: now,
    });
    return {
      path: 'pledge' as const,
      amountCents: gift!.giftCents,
      frequency: input.frequency,
      message: PLEDGE_MESSAGE[input.language](
        formatExactDollars(gift!.giftCents),
        input.email,
        options.canDeliverMail,
        options.supportEmail,
      ),
    };
  });
}

/** POST /api/giving: one give-page form, counted per address (a script cannot flood the CRM). */
export async function startGift(options: StartGiftOptions): Promise<GiftStartedDto> {
  await limitPublicRequest(GIFT_SUBMISSIONS, {
    db: options.db,
    key: options.ipAddress,
    now: options.now,
  });
  const { provider } = options;
  return provider.path === 'card' ? startCheckout({ ...options, provider }) : recordPledge(options);
}
