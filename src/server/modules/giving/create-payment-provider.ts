import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Chosen once at start: Stripe when both STRIPE_* keys are set, else pledges (ADR 026). */
export const createPaymentProvider = (config: Pick<Config, 'stripe'>): PaymentProvider =>
  config.stripe ? createStripeProvider(config.stripe) : { path: 'pledge' };
