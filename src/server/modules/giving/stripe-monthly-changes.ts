import type Stripe from 'stripe';
import type { MonthlyGiftChanges } from './payment-provider.ts';

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/**
 * A monthly gift's changes as Stripe's API makes them. The amount is a new price on the
 * subscription's one item (price_data names the item's product, as Stripe requires for a
 * subscription item), without proration: the donor pays the new amount from the next month. A
 * pause skips payments (`behavior: 'void'`) until `resumes_at`; clearing pause_collection
 * resumes. Cancelling deletes the subscription at once.
 */
export function stripeMonthlyChanges(stripe: Stripe): MonthlyGiftChanges {
  return {
    async changeAmount(subscriptionId, amountCents) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe's subscription ${subscriptionId} has no item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: item.price.currency,
              product: idOf(item.price.product),
              unit_amount: amountCents,
              recurring: { interval: 'month' },
            },
          },
        ],
        proration_behavior: 'none',
      });
    },
    async pause(subscriptionId, resumesAt) {
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: { behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) },
      });
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { pause_collection: '' });
    },
    async cancel(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async openCardPage({ subscriptionId, returnUrl, language }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const session = await stripe.billingPortal.sessions.create({
        customer: idOf(subscription.customer),
        return_url: returnUrl,
        locale: language,
      });
      return session.url;
    },
  };
}
