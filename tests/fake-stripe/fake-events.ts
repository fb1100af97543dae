import type { FakeEvent, FakeEventType, FakeStripeObject } from './fake-stripe-objects.ts';
import type { StripeStore } from './fake-stripe-store.ts';

/** The API version the stripe package pins (its apiVersion.js); events carry the one they were made for. */
export const FAKE_API_VERSION = '2026-10-28.endive';

/** The API request that caused an event; null fields for what happened on Stripe's side. */
export type EventCause = { id: string | null; idempotency_key: string | null };

export const STRIPE_SIDE: EventCause = { id: null, idempotency_key: null };

/**
 * An event as Stripe sends it. `data.object` is a copy taken now: a later change to the object
 * (a second refund, say) must not rewrite what an earlier event said.
 */
export function buildEvent(
  store: StripeStore,
  type: FakeEventType,
  object: FakeStripeObject,
  options: { cause?: EventCause; previousAttributes?: Record<string, unknown> } = {},
): FakeEvent {
  return {
    id: store.newId('evt'),
    object: 'event',
    api_version: FAKE_API_VERSION,
    created: store.now(),
    data: {
      object: structuredClone(object),
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: options.cause ?? STRIPE_SIDE,
    type,
  };
}
