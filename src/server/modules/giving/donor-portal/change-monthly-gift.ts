import { and, eq } from 'drizzle-orm';
import {
  addMonthsToIsoDate,
  startOfIsoDayIn,
  todayIsoDate,
} from '../../../../domain/common/calendar-day.ts';
import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import type { DonorPortalDto, PauseMonths } from '../../../../domain/giving/donor-portal.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { lockDonor, refreshDonorRollups } from '../../donors/donor-rollups.ts';
import { interactions, type Donor } from '../../donors/public.ts';
import { enqueueMail } from '../../mail/mail.service.ts';
import { recurringGifts, type RecurringGift } from '../giving.table.ts';
import type { MonthlyGiftChanges, PaymentProvider } from '../payment-provider.ts';
import { findDonorByToken, manageUrlFor } from './manage-token.ts';
import { DONOR_PORTAL_ACTOR } from './portal-actor.ts';
import type { MonthlyChange } from './portal-mail-copy.ts';
import { monthlyChangeMail } from './portal-mails.ts';
import { portalMonthlyGift, portalOf } from './view-portal.ts';

/** What the donor asked for on their page. */
export type MonthlyRequest =
  | { kind: 'amount'; amountCents: number }
  | { kind: 'pause'; months: PauseMonths }
  | { kind: 'resume' }
  | { kind: 'cancel' };

export type ChangeOptions = {
  db: Database;
  provider: PaymentProvider;
  token: string;
  giftId: string;
  supportEmail: string;
  canDeliverMail: boolean;
  now: Date;
};

const processorDown = (supportEmail: string) =>
  new AppError(
    502,
    `We could not reach our card processor, so nothing was changed. Please try again in a few minutes, or write to ${supportEmail}.`,
  );

/** The card processor's side of the change: one call, before anything is written here. */
function callProcessor(monthly: MonthlyGiftChanges, plan: RecurringGift, change: MonthlyChange) {
  switch (change.kind) {
    case 'amount':
      return monthly.changeAmount(plan.subscriptionId, change.toCents);
    case 'pause':
      return monthly.pause(plan.subscriptionId, startOfIsoDayIn(change.resumesOn));
    case 'resume':
      return monthly.resume(plan.subscriptionId);
    case 'cancel':
      return monthly.cancel(plan.subscriptionId);
  }
}

/** The plan row's new values. */
function rowChange(change: MonthlyChange, today: string) {
  switch (change.kind) {
    case 'amount':
      return { amountCents: change.toCents };
    case 'pause':
      return { pausedUntil: change.resumesOn };
    case 'resume':
      return { pausedUntil: null };
    case 'cancel':
      return { status: 'cancelled' as const, cancelledOn: today, pausedUntil: null };
  }
}

/** The CRM's line for staff, in English (the CRM's language). */
function interactionText(change: MonthlyChange, plan: RecurringGift) {
  const amount = formatExactDollars(plan.amountCents);
  switch (change.kind) {
    case 'amount':
      return `Changed their monthly gift from ${amount} to ${formatExactDollars(change.toCents)}.`;
    case 'pause':
      return `Paused their monthly gift of ${amount} until ${change.resumesOn}.`;
    case 'resume':
      return `Resumed their monthly gift of ${amount}.`;
    case 'cancel':
      return `Cancelled their monthly gift of ${amount}.`;
  }
}

/** Refuses what cannot be asked of the plan as it stands; answers the change to make. */
function changeFor(request: MonthlyRequest, plan: RecurringGift, today: string): MonthlyChange {
  if (plan.status === 'cancelled') {
    throw new AppError(409, 'This monthly gift is already cancelled. Nothing was changed.');
  }
  const isPaused = portalMonthlyGift(plan, today).status === 'paused';
  switch (request.kind) {
    case 'amount':
      if (request.amountCents === plan.amountCents) {
        throw new AppError(409, 'Your monthly gift is already this amount. Nothing was changed.');
      }
      return { kind: 'amount', fromCents: plan.amountCents, toCents: request.amountCents };
    case 'pause':
      return { kind: 'pause', resumesOn: addMonthsToIsoDate(today, request.months) };
    case 'resume':
      if (!isPaused)
        throw new AppError(409, 'This monthly gift is not paused. Nothing was changed.');
      return { kind: 'resume' };
    case 'cancel':
      return { kind: 'cancel' };
  }
}

async function findPlan(db: Database | Transaction, donorId: string, giftId: string) {
  const [plan] = await db
    .select()
    .from(recurringGifts)
    .where(and(eq(recurringGifts.id, giftId), eq(recurringGifts.donorId, donorId)));
  if (!plan) throw notFound('This monthly gift');
  return plan;
}

/** The change in the CRM: the plan, an interaction on the donor, the mail and the audit line. */
async function recordChange(options: {
  tx: Transaction;
  donor: Donor;
  plan: RecurringGift;
  change: MonthlyChange;
  supportEmail: string;
  canDeliverMail: boolean;
  now: Date;
}) {
  const { tx, donor, plan, change, now } = options;
  const today = todayIsoDate(now);
  await lockDonor(tx, donor.id);
  const [updated] = await tx
    .update(recurringGifts)
    .set({ ...rowChange(change, today), updatedAt: now })
    .where(eq(recurringGifts.id, plan.id))
    .returning();
  await tx.insert(interactions).values({
    donorId: donor.id,
    type: 'other',
    subject: 'Monthly gift changed by the donor',
    description: `${interactionText(change, plan)} (Manage my giving page)`,
    contactedBy: DONOR_PORTAL_ACTOR.name,
    interactionDate: today,
    createdAt: now,
    updatedAt: now,
  });
  await refreshDonorRollups(tx, donor.id, now);
  if (donor.email) {
    await enqueueMail({
      db: tx,
      mail: monthlyChangeMail({
        donor: { ...donor, email: donor.email },
        change,
        amountCents: updated!.amountCents,
        supportEmail: options.supportEmail,
      }),
      now,
      canDeliver: options.canDeliverMail,
    });
  }
  await recordAudit({
    db: tx,
    actor: DONOR_PORTAL_ACTOR,
    action: `monthly-${change.kind}`,
    entity: 'recurring_gift',
    entityId: plan.id,
    details: { donorId: donor.id, ...change },
    at: now,
  });
}

/**
 * One change to a monthly gift from the donor's page: Stripe first (the change is real only
 * once the processor has it; a failure there changes nothing here), then the CRM, the mail and
 * the audit line in one transaction. Answers the page as it now stands.
 */
export async function changeMonthlyGift(
  options: ChangeOptions & { request: MonthlyRequest },
): Promise<DonorPortalDto> {
  const { db, provider, now } = options;
  const today = todayIsoDate(now);
  const donor = await findDonorByToken(db, options.token, now);
  const plan = await findPlan(db, donor.id, options.giftId);
  const change = changeFor(options.request, plan, today);
  if (provider.path !== 'card') {
    throw new AppError(
      409,
      `Monthly gifts cannot be changed here at the moment. Please write to ${options.supportEmail}.`,
    );
  }
  try {
    await callProcessor(provider.monthly, plan, change);
  } catch (error) {
    if (error instanceof Error && 'type' in error && String(error.type).startsWith('Stripe')) {
      throw processorDown(options.supportEmail);
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    const current = await findPlan(tx, donor.id, plan.id);
    await recordChange({ ...options, tx, donor, plan: current, change });
  });
  return portalOf({
    db,
    donor,
    canChangeMonthlyGifts: true,
    contactEmail: options.supportEmail,
    now,
  });
}

/**
 * "Update my card": the processor's page for this gift's card. It brings the donor back to
 * their page in their own language, as their mailed link opens it.
 */
export async function openCardPage(
  options: Omit<ChangeOptions, 'canDeliverMail'> & { publicUrl: string },
): Promise<{ url: string }> {
  const { db, provider, now } = options;
  const donor = await findDonorByToken(db, options.token, now);
  const plan = await findPlan(db, donor.id, options.giftId);
  if (plan.status === 'cancelled') {
    throw new AppError(409, 'This monthly gift is cancelled: there is no card to update.');
  }
  if (provider.path !== 'card') {
    throw new AppError(409, `Please write to ${options.supportEmail} to change your card.`);
  }
  try {
    const url = await provider.monthly.openCardPage({
      subscriptionId: plan.subscriptionId,
      returnUrl: manageUrlFor(options.publicUrl, options.token, donor.language),
      language: donor.language,
    });
    return { url };
  } catch (error) {
    if (error instanceof Error && 'type' in error && String(error.type).startsWith('Stripe')) {
      throw processorDown(options.supportEmail);
    }
    throw error;
  }
}
