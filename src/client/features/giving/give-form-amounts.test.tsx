import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as giving from '../../../domain/content/giving.ts';
import { GIFT_AMOUNT_MESSAGE } from '../../../domain/giving/schemas.ts';
import {
  CARD,
  CHECKOUT_URL,
  fakeApi,
  json,
  optionsAnswered,
  renderGive,
  resetGiveForm,
} from './give-form-harness.tsx';

// The give form's amounts: presets, typed dollars to cents, limits and the fee.

afterEach(resetGiveForm);

describe('the give form: amounts', () => {
  it('sends a preset amount in cents and, when covered, names the fee with the live numbers', async () => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    const feeBox = await screen.findByRole('checkbox', {
      name: 'Add $1.80 to cover the card fee, so the whole $50.00 reaches us',
    });
    expect(page.submitButton()).toHaveProperty('textContent', 'Give $50.00 now');
    await page.user.click(feeBox);
    expect(page.submitButton()).toHaveProperty('textContent', 'Give $51.80 now');
    expect(screen.getByText(giving.CARD_NEXT_STEP)).toBeDefined();

    await page.fillDonor();
    await page.user.click(page.submitButton());
    await waitFor(() => expect(page.assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent).toEqual([
      {
        path: '/api/giving',
        body: {
          amountCents: 5000,
          frequency: 'one-time',
          designation: 'general',
          tribute: null,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.org',
          address: null,
          city: null,
          state: null,
          zipCode: null,
          note: null,
          coverFee: true,
          language: 'en',
          homepageUrl: '',
        },
      },
    ]);
    // Until the browser has left, the button says where it is going, and cannot send again.
    expect(screen.getByRole('button', { name: giving.REDIRECTING_LABEL })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('turns a typed amount into whole cents from its digits, and names it on the button', async () => {
    const { sent, fetchMock } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await optionsAnswered(fetchMock);
    await page.user.click(screen.getByRole('radio', { name: '$100.00' }));
    await page.typeAmount('50.25');
    // The typed amount replaces the preset: one amount on the page, the one the button names.
    expect(screen.getByRole('radio', { name: '$100.00' })).toHaveProperty('checked', false);
    await page.user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(page.submitButton()).toHaveProperty('textContent', 'Give $50.25 each month');

    await page.fillDonor();
    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amountCents: 5025,
      frequency: 'monthly',
      coverFee: false,
    });
  });

  it.each([
    ['4.35', 435],
    ['1,250.5', 125_050],
    ['$ 1000', 100_000],
  ])('reads "%s" as %i cents', async (typed, cents) => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await page.typeAmount(typed);
    await page.fillDonor();
    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.amountCents).toBe(cents);
  });

  it.each(['0.99', '50000.01'])(
    'refuses %s with the shared schema’s message, in the summary and by the field',
    async (typed) => {
      const { sent } = fakeApi(CARD);
      const page = renderGive();
      await page.typeAmount(typed);
      await page.fillDonor();
      await page.user.click(page.submitButton());
      const summary = await page.summary();
      expect(within(summary).getByRole('link', { name: GIFT_AMOUNT_MESSAGE })).toBeDefined();
      expect(GIFT_AMOUNT_MESSAGE).toBe('Enter an amount between $1.00 and $50,000.00');
      expect(document.activeElement).toBe(summary);
      const field = screen.getByRole('textbox', { name: /^Other amount in dollars/ });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toContain('-error');
      expect(sent).toEqual([]);
    },
  );

  it('says how to write an amount that is not dollars and cents, and asks for one when none is chosen', async () => {
    fakeApi(CARD);
    const page = renderGive();
    await page.fillDonor();
    await page.user.click(page.submitButton());
    expect(
      within(await page.summary()).getByRole('link', { name: GIFT_AMOUNT_MESSAGE }),
    ).toBeDefined();

    await page.typeAmount('50.255');
    await page.user.click(page.submitButton());
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', {
          name: giving.AMOUNT_FORMAT_MESSAGE,
        }),
      ).toBeDefined(),
    );
  });
});
