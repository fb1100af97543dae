import type { EventCause } from './fake-events.ts';
import { buildEvent } from './fake-events.ts';
import type { FakeEvent, FakeSubscription } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';
import type { FormObject } from './form-body.ts';
import {
  readHash,
  readInteger,
  readList,
  readString,
  rejectUnknownParams,
  requireString,
} from './form-params.ts';
import { invalidParam, noSuchObject, StripeApiError } from './stripe-api-error.ts';

const UPDATE_PARAMS = ['items', 'pause_collection', 'proration_behavior', 'expand'];
const ITEM_PARAMS = ['id', 'price_data', 'quantity'];
const PRICE_DATA_PARAMS = ['currency', 'product', 'unit_amount', 'recurring'];
const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'];
const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];

/** The products of the fake's subscriptions: price_data may only name one Stripe knows. */
function knownProducts(store: StripeStore) {
  return new Set(
    [...store.subscriptions.values()].flatMap((sub) =>
      sub.items.data.map((item) => String(item.price.product)),
    ),
  );
}

/** items[0][id] and items[0][price_data]: a new price on an existing item, as Stripe takes it. */
function applyItems(store: StripeStore, subscription: FakeSubscription, form: FormObject) {
  const items = readList(form, 'items') ?? [];
  items.forEach((entry, index) => {
    const prefix = `items[${index}]`;
    if (typeof entry === 'string') throw invalidParam(prefix, 'Invalid object');
    rejectUnknownParams(entry, ITEM_PARAMS, prefix);
    const id = requireString(entry, 'id', prefix);
    const item = subscription.items.data.find((candidate) => candidate.id === id);
    if (!item) throw noSuchObject('subscription_item', id, `${prefix}[id]`);
    const priceData = readHash(entry, 'price_data', prefix);
    if (!priceData) throw invalidParam(prefix, 'The fake Stripe only models price_data here.');
    const pricePrefix = `${prefix}[price_data]`;
    rejectUnknownParams(priceData, PRICE_DATA_PARAMS, pricePrefix);
    const product = requireString(priceData, 'product', pricePrefix);
    if (!knownProducts(store).has(product)) {
      throw noSuchObject('product', product, `${pricePrefix}[product]`);
    }
    const unitAmount = readInteger(priceData, 'unit_amount', pricePrefix);
    if (unitAmount === undefined) throw invalidParam(`${pricePrefix}[unit_amount]`, 'Missing');
    if (unitAmount < 0) {
      throw invalidParam(
        `${pricePrefix}[unit_amount]`,
        'This value must be greater than or equal to 0.',
      );
    }
    const recurring = readHash(priceData, 'recurring', pricePrefix);
    const interval = recurring && requireString(recurring, 'interval', `${pricePrefix}[recurring]`);
    if (interval !== 'month') {
      throw invalidParam(
        `${pricePrefix}[recurring][interval]`,
        'The fake Stripe models monthly prices only.',
      );
    }
    item.price = {
      ...item.price,
      id: store.newId('price'),
      currency: requireString(priceData, 'currency', pricePrefix),
      product,
      unit_amount: unitAmount,
    };
    const plan = store.subscriptionPlans.get(subscription.id);
    if (plan) plan.amount = unitAmount;
  });
}

/** pause_collection[behavior], pause_collection[resumes_at]; an empty string clears the pause. */
function applyPause(store: StripeStore, subscription: FakeSubscription, form: FormObject) {
  if (form.pause_collection === undefined) return;
  if (form.pause_collection === '') {
    subscription.pause_collection = null;
    return;
  }
  const pause = readHash(form, 'pause_collection')!;
  rejectUnknownParams(pause, ['behavior', 'resumes_at'], 'pause_collection');
  const behavior = requireString(pause, 'behavior', 'pause_collection');
  if (!PAUSE_BEHAVIORS.includes(behavior)) {
    throw invalidParam(
      'pause_collection[behavior]',
      `Invalid pause_collection[behavior]: must be one of ${PAUSE_BEHAVIORS.join(', ')}`,
    );
  }
  const resumesAt = readInteger(pause, 'resumes_at', 'pause_collection') ?? null;
  if (resumesAt !== null && resumesAt <= store.now()) {
    throw invalidParam('pause_collection[resumes_at]', 'resumes_at must be in the future.');
  }
  subscription.pause_collection = {
    behavior: behavior as 'void',
    resumes_at: resumesAt,
  };
}

/**
 * POST /v1/subscriptions/:id as Stripe answers it for the parameters our server sends: the
 * item's price (price_data), the pause of collection, and `customer.subscription.updated` with
 * the attributes before the change.
 */
export function updateSubscription(
  store: StripeStore,
  subscriptionId: string,
  form: FormObject,
  cause: EventCause,
): { subscription: FakeSubscription; event: FakeEvent } {
  const subscription = store.subscriptions.get(subscriptionId);
  if (!subscription) throw noSuchObject('subscription', subscriptionId);
  rejectUnknownParams(form, UPDATE_PARAMS);
  if (form.expand !== undefined)
    throw invalidParam('expand', 'The fake Stripe does not model `expand`.');
  if (subscription.status === 'canceled') {
    throw new StripeApiError(400, {
      message: 'A canceled subscription can only update its cancellation_details and metadata.',
    });
  }
  const proration = readString(form, 'proration_behavior');
  if (proration !== undefined && !PRORATION_BEHAVIORS.includes(proration)) {
    throw invalidParam('proration_behavior', 'Invalid proration_behavior');
  }
  const before = structuredClone(subscription);
  applyItems(store, subscription, form);
  applyPause(store, subscription, form);
  const previous: Record<string, unknown> = {};
  if (JSON.stringify(before.items) !== JSON.stringify(subscription.items))
    previous.items = before.items;
  if (JSON.stringify(before.pause_collection) !== JSON.stringify(subscription.pause_collection)) {
    previous.pause_collection = before.pause_collection;
  }
  const event = buildEvent(store, 'customer.subscription.updated', subscription, {
    cause,
    previousAttributes: previous,
  });
  return { subscription, event };
}
