import type Stripe from 'stripe';
import type { GiftFrequency } from '../../../domain/giving/giving.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';

/** What the card processor's payment page needs to take one gift. */
export type CheckoutRequest = {
  /** Our online gift's id: carried in the processor's metadata, so its events find the gift. */
  giftId: string;
  frequency: GiftFrequency;
  chargeCents: number;
  email: string;
  language: Language;
  /** The line the donor sees on the payment page and their statement. */
  description: string;
  successUrl: string;
  cancelUrl: string;
};

/**
 * How online gifts are paid (ADR 026), chosen once at start from the environment, as e-signature
 * is: by card through a hosted payment page, or as a pledge that the donor pays by check or
 * transfer and staff mark received.
 */
export type PaymentProvider = CardPaymentProvider | { path: 'pledge' };

export type CardPaymentProvider = {
  path: 'card';
  /** Opens the hosted payment page for one gift; its URL is where the donor goes next. */
  startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The PaymentIntent that paid an invoice (a monthly payment), which a refund names. */
  paymentIntentOfInvoice(invoiceId: string): Promise<string | null>;
  /**
   * The event in a webhook's body, when its signature is valid and recent; otherwise throws an
   * AppError 401 that says why.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
  /** The donor's own changes to a monthly gift ("Manage my giving"), one Stripe call each. */
  monthly: MonthlyGiftChanges;
};

export type MonthlyGiftChanges = {
  /** From the next payment on; nothing is prorated or charged now. */
  changeAmount(subscriptionId: string, amountCents: number): Promise<void>;
  /** No payment is taken until `resumesAt`; the payments in between are skipped, not owed. */
  pause(subscriptionId: string, resumesAt: Date): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  /** At once: no further payment. */
  cancel(subscriptionId: string): Promise<void>;
  /** The processor's own page where the donor changes their card; its URL. */
  openCardPage(request: {
    subscriptionId: string;
    returnUrl: string;
    language: Language;
  }): Promise<string>;
};
