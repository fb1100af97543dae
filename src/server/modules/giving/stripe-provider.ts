import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { CardPaymentProvider, CheckoutRequest } from './payment-provider.ts';
import { stripeMonthlyChanges } from './stripe-monthly-changes.ts';

/** Stripe's own default: a signed webhook older than five minutes is refused (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Checkout Session's parameters for one gift: one line, paid once or every month. */
function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { giftId: request.giftId };
  const monthly = request.frequency === 'monthly';
  return {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: request.chargeCents,
          product_data: { name: request.description },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    customer_email: request.email,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: request.language,
    metadata,
    ...(monthly
      ? { subscription_data: { metadata, description: request.description } }
      : { payment_intent_data: { metadata, description: request.description } }),
  };
}

/**
 * Card gifts through Stripe Checkout (ADR 026): the official package makes the calls and checks
 * webhook signatures. STRIPE_API_URL points it elsewhere only in tests (the fake Stripe server).
 */
export function createStripeProvider(settings: StripeSettings): CardPaymentProvider {
  const { apiUrl } = settings;
  const stripe = new Stripe(settings.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    // One try: the donor is waiting, and a failure is said at once (nothing was charged).
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
  return {
    path: 'card',
    monthly: stripeMonthlyChanges(stripe),
    async startCheckout(request) {
      // Keyed by our gift: a retried call cannot open a second payment page for the same form.
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        idempotencyKey: `gift-${request.giftId}`,
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without its URL');
      return { sessionId: session.id, url: session.url };
    },
    async paymentIntentOfInvoice(invoiceId) {
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
      const paid = payments.data.find((payment) => payment.status === 'paid');
      const intent = paid?.payment.payment_intent;
      return typeof intent === 'string' ? intent : (intent?.id ?? null);
    },
    readWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new AppError(401, 'The Stripe-Signature header is missing.');
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError(
            401,
            'The Stripe-Signature does not match this body, or it is more than five minutes old.',
          );
        }
        throw error;
      }
    },
  };
}
