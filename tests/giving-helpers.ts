import type { GiftInput } from '../src/domain/giving/schemas.ts';
import type { TestApp } from './test-app.ts';

let formCounter = 0;

/** A give-page form: $50.00 once, from a new donor unless told otherwise. */
export function giftForm(overrides: Partial<GiftInput> = {}): GiftInput {
  formCounter += 1;
  return {
    amountCents: 5_000,
    frequency: 'one-time',
    firstName: 'Rosa',
    lastName: `Giver ${formCounter}`,
    email: `giver${formCounter}.${Date.now()}@example.org`,
    address: '12 Elm Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    language: 'en',
    ...overrides,
  };
}

let addressCounter = 0;

/** A different address per form, unless one is given: the form is limited per address. */
export const submitGift = (t: TestApp, form: GiftInput, remoteAddress?: string) => {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/giving',
    payload: form,
    remoteAddress: remoteAddress ?? `198.51.100.${addressCounter % 250}`,
  });
};
