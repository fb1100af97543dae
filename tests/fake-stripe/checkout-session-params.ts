import type Stripe from 'stripe';
import type { FormObject } from './form-body.ts';
import {
  paramName,
  readHash,
  readInteger,
  readList,
  readMetadata,
  readString,
  rejectUnknownParams,
  requireString,
} from './form-params.ts';
import {
  INTERVALS,
  LINE_ITEM_PARAMS,
  LOCALES,
  NOT_MODELLED,
  PAYMENT_INTENT_DATA_PARAMS,
  PRICE_DATA_PARAMS,
  PRODUCT_DATA_PARAMS,
  RECURRING_PARAMS,
  SESSION_PARAMS,
  SUBSCRIPTION_DATA_PARAMS,
} from './checkout-param-names.ts';
import { invalidParam, missingParam, StripeApiError } from './stripe-api-error.ts';

export type CheckoutLineItem = {
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
  /** "month" for a monthly price; null for a one-time price. */
  interval: string | null;
};

/** POST /v1/checkout/sessions, read and checked: what the fake acts on. */
export type CheckoutSessionParams = {
  mode: 'payment' | 'subscription';
  lineItems: CheckoutLineItem[];
  currency: string;
  amountTotal: number;
  customerEmail: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  locale: Stripe.Checkout.Session.Locale | null;
  expiresAt: number | null;
  /** Copied onto the PaymentIntent (mode payment) or the Subscription (mode subscription). */
  paymentIntentData: { description: string | null; metadata: Record<string, string> };
  subscriptionData: { description: string | null; metadata: Record<string, string> };
};

/** Stripe's smallest and largest USD charge, in cents. */
const USD_MINIMUM_CENTS = 50;
const MAXIMUM_CENTS = 99_999_999;

export function readCheckoutSessionParams(form: FormObject): CheckoutSessionParams {
  rejectUnknownParams(form, SESSION_PARAMS);
  rejectNotModelled(form);
  const mode = requireString(form, 'mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    throw invalidParam(
      'mode',
      mode === 'setup'
        ? 'The fake Stripe models payment and subscription mode only.'
        : `Invalid mode: must be one of payment, setup, or subscription`,
    );
  }
  const uiMode = readString(form, 'ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted_page') {
    throw invalidParam('ui_mode', 'The fake Stripe models the hosted payment page only.');
  }

  const lineItems = (readList(form, 'line_items') ?? []).map((item, index) =>
    readLineItem(item, `line_items[${index}]`),
  );
  if (lineItems.length === 0) throw missingParam('line_items');
  checkLineItemsFitMode(lineItems, mode);
  const currency = lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency)) {
    throw invalidParam('line_items', 'All line items must use the same currency.');
  }
  const amountTotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  checkAmountTotal(amountTotal, currency);

  const paymentIntentData = readHash(form, 'payment_intent_data');
  const subscriptionData = readHash(form, 'subscription_data');
  if (paymentIntentData && mode !== 'payment') {
    throw invalidParam(
      'payment_intent_data',
      'You can only specify `payment_intent_data` in `payment` mode.',
    );
  }
  if (subscriptionData && mode !== 'subscription') {
    throw invalidParam(
      'subscription_data',
      'You can only specify `subscription_data` in `subscription` mode.',
    );
  }
  if (paymentIntentData) {
    rejectUnknownParams(paymentIntentData, PAYMENT_INTENT_DATA_PARAMS, 'payment_intent_data');
  }
  if (subscriptionData) {
    rejectUnknownParams(subscriptionData, SUBSCRIPTION_DATA_PARAMS, 'subscription_data');
  }

  return {
    mode,
    lineItems,
    currency,
    amountTotal,
    customerEmail: readEmail(form, 'customer_email'),
    successUrl: readUrl(form, 'success_url'),
    cancelUrl: readUrl(form, 'cancel_url'),
    clientReferenceId: readString(form, 'client_reference_id') ?? null,
    metadata: readMetadata(form, 'metadata'),
    locale: readLocale(form),
    expiresAt: readInteger(form, 'expires_at') ?? null,
    paymentIntentData: readCopiedData(paymentIntentData, 'payment_intent_data'),
    subscriptionData: readCopiedData(subscriptionData, 'subscription_data'),
  };
}

function rejectNotModelled(form: FormObject) {
  const isGiven = (path: string[], node: FormObject | string | undefined): boolean => {
    if (path.length === 0) return node !== undefined && node !== '';
    if (node === undefined || typeof node === 'string') return false;
    const [head, ...rest] = path;
    // "" stands for "any index" of a list.
    const children = head === '' ? Object.values(node) : [node[head!]];
    return children.some((child) => isGiven(rest, child));
  };
  for (const name of NOT_MODELLED) {
    const path = name.replace(/\]/g, '').split('[');
    if (isGiven(path, form)) {
      throw invalidParam(name, `The fake Stripe does not model \`${name}\`; add it to the fake.`);
    }
  }
}

function readLineItem(item: FormObject | string, prefix: string): CheckoutLineItem {
  if (typeof item === 'string') throw invalidParam(prefix, 'Invalid object');
  rejectUnknownParams(item, LINE_ITEM_PARAMS, prefix);
  const quantity = readInteger(item, 'quantity', prefix);
  if (quantity === undefined) throw missingParam(paramName(prefix, 'quantity'));
  if (quantity < 1) {
    throw invalidParam(paramName(prefix, 'quantity'), 'Quantity must be at least 1.');
  }
  const pricePrefix = paramName(prefix, 'price_data');
  const priceData = readHash(item, 'price_data', prefix);
  if (!priceData) throw missingParam(pricePrefix);
  rejectUnknownParams(priceData, PRICE_DATA_PARAMS, pricePrefix);
  const currency = requireString(priceData, 'currency', pricePrefix);
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidParam(paramName(pricePrefix, 'currency'), `Invalid currency: ${currency}`);
  }
  const unitAmount = readInteger(priceData, 'unit_amount', pricePrefix);
  if (unitAmount === undefined) throw missingParam(paramName(pricePrefix, 'unit_amount'));
  if (unitAmount < 0) {
    throw invalidParam(
      paramName(pricePrefix, 'unit_amount'),
      'This value must be greater than or equal to 0.',
    );
  }
  const productPrefix = paramName(pricePrefix, 'product_data');
  const productData = readHash(priceData, 'product_data', pricePrefix);
  if (!productData) throw missingParam(productPrefix);
  rejectUnknownParams(productData, PRODUCT_DATA_PARAMS, productPrefix);
  const name = requireString(productData, 'name', productPrefix);
  readMetadata(productData, 'metadata', productPrefix);
  return { name, currency, unitAmount, quantity, interval: readInterval(priceData, pricePrefix) };
}

function readInterval(priceData: FormObject, pricePrefix: string): string | null {
  const recurringPrefix = paramName(pricePrefix, 'recurring');
  const recurring = readHash(priceData, 'recurring', pricePrefix);
  if (!recurring) return null;
  rejectUnknownParams(recurring, RECURRING_PARAMS, recurringPrefix);
  const interval = requireString(recurring, 'interval', recurringPrefix);
  if (!INTERVALS.includes(interval)) {
    throw invalidParam(
      paramName(recurringPrefix, 'interval'),
      'Invalid interval: must be one of day, month, week, or year',
    );
  }
  const count = readInteger(recurring, 'interval_count', recurringPrefix);
  if (count !== undefined && count !== 1) {
    throw invalidParam(
      paramName(recurringPrefix, 'interval_count'),
      'The fake Stripe models an interval_count of 1 only.',
    );
  }
  return interval;
}

function checkLineItemsFitMode(lineItems: CheckoutLineItem[], mode: string) {
  const hasRecurring = lineItems.some((item) => item.interval !== null);
  if (mode === 'payment' && hasRecurring) {
    throw invalidParam(
      'line_items',
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    );
  }
  if (mode === 'subscription' && !hasRecurring) {
    throw invalidParam(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  }
  if (mode === 'subscription' && new Set(lineItems.map((item) => item.interval)).size > 1) {
    throw invalidParam('line_items', 'The fake Stripe models one billing interval per session.');
  }
}

function checkAmountTotal(amountTotal: number, currency: string) {
  if (currency === 'usd' && amountTotal < USD_MINIMUM_CENTS) {
    throw new StripeApiError(400, {
      message: "The Checkout Session's total amount due must add up to at least $0.50 usd",
      code: 'amount_too_small',
    });
  }
  if (amountTotal > MAXIMUM_CENTS) {
    throw new StripeApiError(400, {
      message: "The Checkout Session's total amount due must be no more than $999,999.99",
      code: 'amount_too_large',
    });
  }
}

function readEmail(form: FormObject, key: string): string | null {
  const email = readString(form, key);
  if (email === undefined || email === '') return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalidParam(key, `Invalid email address: ${email}`, 'email_invalid');
  }
  return email;
}

function readUrl(form: FormObject, key: string): string | null {
  const url = readString(form, key);
  if (url === undefined || url === '') return null;
  // Stripe keeps the {CHECKOUT_SESSION_ID} placeholder as written, so check the URL without it.
  const withoutPlaceholder = url.replaceAll('{CHECKOUT_SESSION_ID}', 'cs_placeholder');
  if (
    !URL.canParse(withoutPlaceholder) ||
    !/^https?:$/.test(new URL(withoutPlaceholder).protocol)
  ) {
    throw invalidParam(key, 'Not a valid URL', 'url_invalid');
  }
  return url;
}

function readLocale(form: FormObject): Stripe.Checkout.Session.Locale | null {
  const locale = readString(form, 'locale');
  if (locale === undefined || locale === '') return null;
  if (!LOCALES.includes(locale)) throw invalidParam('locale', `Invalid locale: ${locale}`);
  return locale;
}

function readCopiedData(data: FormObject | undefined, prefix: string) {
  if (!data) return { description: null, metadata: {} };
  return {
    description: readString(data, 'description', prefix) || null,
    metadata: readMetadata(data, 'metadata', prefix),
  };
}
