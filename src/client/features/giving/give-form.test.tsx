// Over 400 lines on purpose: one form's whole behaviour (amounts, fee, labels, both paths, every
// failure) in both languages, with the page helpers its cases share. The server's own messages
// here are stubs of its answers; the real pledge mail and card letter are read as they arrive
// over SMTP in e2e/giving.test.ts.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as designations from '../../../domain/content/designations.ts';
import * as spanishDesignations from '../../../domain/content/es/designations.ts';
import * as spanishGiving from '../../../domain/content/es/giving.ts';
import * as giving from '../../../domain/content/giving.ts';
import { GIFT_AMOUNT_MESSAGE } from '../../../domain/giving-schemas.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GivePage } from './give-page.tsx';
import type { GivingCopy } from './giving-copy.tsx';

const ENGLISH: GivingCopy = { locale: 'en', giving, designations };
const SPANISH: GivingCopy = {
  locale: 'es',
  giving: spanishGiving,
  designations: spanishDesignations,
};

type Answer = { status: number; body: unknown } | 'network-error';
const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * Stands in for the API (the server's giving routes): answers `METHOD path` from `answers` and
 * records every body sent. An address it does not know gets the server's JSON 404, as an
 * installation without the routes would answer.
 */
function fakeApi(answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (init?.body)
      sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const answer =
      answers[`${method} ${path}`] ??
      json({ message: `There is no API route ${method} ${path}.` }, 404);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

const CARD = { 'GET /api/giving/options': json({ path: 'card' }) };
const PLEDGE = { 'GET /api/giving/options': json({ path: 'pledge' }) };
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

function renderGive(url = '/give', copy: GivingCopy = ENGLISH) {
  const assign = vi.fn();
  // The browser leaves for Stripe's page; here the address it would go to is recorded.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  const router = createMemoryRouter([{ path: '/give', element: <GivePage copy={copy} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  return {
    user,
    assign,
    async fillDonor() {
      await user.type(
        screen.getByRole('textbox', { name: copy.giving.GIFT_FORM.firstName }),
        'Ada',
      );
      await user.type(
        screen.getByRole('textbox', { name: copy.giving.GIFT_FORM.lastName }),
        'Lovelace',
      );
      await user.type(
        screen.getByRole('textbox', { name: new RegExp(`^${copy.giving.GIFT_FORM.email}`) }),
        'ada@example.org',
      );
    },
    async typeAmount(text: string) {
      const field = screen.getByRole('textbox', {
        name: new RegExp(`^${copy.giving.GIFT_FORM.customAmountLabel}`),
      });
      await user.clear(field);
      await user.type(field, text);
    },
    submitButton: () => screen.getByRole('button', { name: /^(Give|Pledge|Donar|Prometer)/ }),
    summary: () => screen.findByRole('alert', { name: copy.giving.ERROR_SUMMARY_TITLE }),
  };
}

/** The options request has been answered (the fee box and the next-step sentence depend on it). */
const optionsAnswered = (fetchMock: ReturnType<typeof vi.fn>) =>
  waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/giving/options', expect.anything()));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

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

describe('the give form: the rest of the gift', () => {
  it('sends the designation, the tribute and the address, and counts the note', async () => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$25.00' }));
    const designation = screen.getByRole('combobox', { name: 'Where your gift goes (optional)' });
    expect((designation as HTMLSelectElement).value).toBe('general');
    expect(
      within(designation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Where it is needed most',
      'Kindergarten to grade 12 (K-12)',
      'Research',
      'Campus buildings',
      'Scholarships',
    ]);
    await page.user.selectOptions(designation, 'Scholarships');

    // The name field appears only once "in honour of" or "in memory of" is chosen.
    expect(screen.queryByRole('textbox', { name: /^Name of the person/ })).toBeNull();
    await page.user.click(screen.getByRole('radio', { name: 'In memory of someone' }));
    await page.user.type(
      screen.getByRole('textbox', { name: /^Name of the person you remember/ }),
      'Grace Hopper',
    );
    await page.fillDonor();
    await page.user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await page.user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await page.user.type(screen.getByRole('textbox', { name: /^State/ }), 'tx');
    await page.user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await page.user.type(screen.getByRole('textbox', { name: /^Note/ }), 'For the library');
    expect(screen.getByText('15 of 1000 characters used')).toBeDefined();

    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      amountCents: 2500,
      designation: 'scholarships',
      tribute: { kind: 'memory', name: 'Grace Hopper' },
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      note: 'For the library',
    });
  });

  it('shows the server’s field messages by their fields, a nested one on its field', async () => {
    fakeApi({
      ...CARD,
      'POST /api/giving': json(
        {
          message: 'Please correct the request. tribute.name: Enter the name',
          fieldErrors: { 'tribute.name': ['Enter the name of the person the gift is for'] },
        },
        400,
      ),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    await page.user.click(screen.getByRole('radio', { name: 'In honour of someone' }));
    await page.user.type(
      screen.getByRole('textbox', { name: /^Name of the person you honour/ }),
      'X',
    );
    await page.fillDonor();
    await page.user.click(page.submitButton());
    const summary = await page.summary();
    const link = within(summary).getByRole('link', {
      name: 'Enter the name of the person the gift is for',
    });
    expect(link.getAttribute('href')).toBe(
      `#${screen.getByRole('textbox', { name: /^Name of the person you honour/ }).id}`,
    );
  });
});

describe('the give form: how the gift is paid', () => {
  it('on a pledge installation offers no fee, says nothing is charged, and confirms in place of the form', async () => {
    const { sent, fetchMock } = fakeApi({
      ...PLEDGE,
      'POST /api/giving': json(
        {
          path: 'pledge',
          amountCents: 5000,
          frequency: 'one-time',
          message: 'We recorded your pledge of $50.00 and emailed you the instructions.',
        },
        201,
      ),
    });
    const page = renderGive();
    await optionsAnswered(fetchMock);
    await screen.findByText(giving.PLEDGE_NEXT_STEP);
    expect(giving.PLEDGE_NEXT_STEP).toBe(
      'We will email you instructions for sending your gift. Nothing is charged online.',
    );
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(page.submitButton()).toHaveProperty('textContent', 'Pledge $50.00');
    await page.user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(page.submitButton()).toHaveProperty('textContent', 'Pledge $50.00 each month');
    await page.user.click(screen.getByRole('radio', { name: 'One time' }));

    await page.fillDonor();
    await page.user.click(page.submitButton());
    const confirmation = await screen.findByRole('region', { name: 'Thank you for your pledge' });
    expect(confirmation.textContent).toContain(
      'We recorded your pledge of $50.00 and emailed you the instructions.',
    );
    expect(confirmation.textContent).toContain(
      'Nothing has been charged. When your gift arrives, we mark it received and email you a thank-you letter with your receipt.',
    );
    expect(document.activeElement).toBe(confirmation);
    expect(screen.queryByRole('button', { name: /^Pledge/ })).toBeNull();
    expect(sent[0]!.body).toMatchObject({ amountCents: 5000, coverFee: false });
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('works without the options (404): no fee box, and the form still sends', async () => {
    const { sent, fetchMock } = fakeApi({
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await optionsAnswered(fetchMock);
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(giving.CARD_NEXT_STEP)).toBeNull();
    expect(page.submitButton()).toHaveProperty('textContent', 'Give $50.00 now');
    await page.fillDonor();
    await page.user.click(page.submitButton());
    await waitFor(() => expect(page.assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent[0]!.body.coverFee).toBe(false);
  });

  it('says plainly that nothing was sent when the server cannot be reached, and keeps what was typed', async () => {
    fakeApi({ ...CARD, 'POST /api/giving': 'network-error' });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    await page.fillDonor();
    await page.user.click(page.submitButton());
    const summary = await page.summary();
    expect(summary.textContent).toContain(
      'We could not reach our server. Nothing was sent and nothing was charged. Please try again.',
    );
    expect(summary.textContent).not.toMatch(/check|correct/i);
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
    expect(page.submitButton()).toHaveProperty('disabled', false);
  });

  it('shows the server’s own sentence for a refusal that belongs to no field (429)', async () => {
    fakeApi({
      ...CARD,
      'POST /api/giving': json(
        { message: 'Too many gifts from this address. Try again after 3:15 PM.' },
        429,
      ),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    await page.fillDonor();
    await page.user.click(page.submitButton());
    expect((await page.summary()).textContent).toContain(
      'Too many gifts from this address. Try again after 3:15 PM.',
    );
  });

  it('says so at the top when the donor came back from the payment page without paying', async () => {
    fakeApi(CARD);
    renderGive('/give?cancelled=1');
    expect((await screen.findByRole('status')).textContent).toBe(
      'You left the payment page. Nothing was charged.',
    );
  });
});

describe('the give form in Spanish', () => {
  it('names the amount, the fee and the button in Spanish, and sends language "es"', async () => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive('/give?cancelled=1', SPANISH);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Usted salió de la página de pago. No se cobró nada.',
    );
    await page.typeAmount('0.99');
    await page.fillDonor();
    await page.user.click(page.submitButton());
    expect(
      within(await page.summary()).getByRole('link', {
        name: 'Escriba una cantidad entre $1.00 y $50,000.00',
      }),
    ).toBeDefined();

    await page.typeAmount('50');
    await page.user.click(
      await screen.findByRole('checkbox', {
        name: 'Agregar $1.80 para cubrir la comisión de la tarjeta, así nos llegan los $50.00 completos',
      }),
    );
    expect(page.submitButton()).toHaveProperty('textContent', 'Donar $51.80 ahora');
    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ amountCents: 5000, coverFee: true, language: 'es' });
  });
});
