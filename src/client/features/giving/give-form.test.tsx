import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as giving from '../../../domain/content/giving.ts';
import {
  CARD,
  CHECKOUT_URL,
  fakeApi,
  json,
  optionsAnswered,
  PLEDGE,
  renderGive,
  resetGiveForm,
  SPANISH,
} from './give-form-harness.tsx';

// The give form beyond the amount: designation, tribute, address, note, both payment paths,
// every failure, and the form in Spanish.

afterEach(resetGiveForm);

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

describe('the give form: telling someone about a tribute gift', () => {
  it('asks whom to tell only when the box is ticked, in the page’s language first', async () => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    expect(screen.queryByRole('checkbox', { name: /^Tell someone/ })).toBeNull();
    await page.user.click(screen.getByRole('radio', { name: 'In memory of someone' }));
    await page.user.type(
      screen.getByRole('textbox', { name: /^Name of the person you remember/ }),
      'José Hernández',
    );
    const tell = screen.getByRole('checkbox', { name: 'Tell someone about this gift (optional)' });
    expect(tell.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Their name/ })).toBeNull();
    await page.user.click(tell);
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await page.fillDonor();

    // Sent empty: each field says what is missing, beside it and in the summary.
    await page.user.click(page.submitButton());
    const summary = await page.summary();
    const name = screen.getByRole('textbox', { name: /^Their name/ });
    const email = screen.getByRole('textbox', { name: /^Their email address/ });
    for (const field of [name, email]) {
      expect(
        within(summary)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === `#${field.id}`),
      ).toBe(true);
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent).toHaveLength(0);

    await page.user.type(name, 'María Hernández');
    await page.user.type(email, 'maria@example.org');
    await page.user.click(screen.getByRole('radio', { name: 'Español' }));
    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      tribute: {
        kind: 'memory',
        name: 'José Hernández',
        notify: { name: 'María Hernández', email: 'maria@example.org', language: 'es' },
      },
    });
  });

  it('sends no one to tell once the box is unticked again', async () => {
    const { sent } = fakeApi({
      ...CARD,
      'POST /api/giving': json({ path: 'card', checkoutUrl: CHECKOUT_URL }, 201),
    });
    const page = renderGive();
    await page.user.click(screen.getByRole('radio', { name: '$50.00' }));
    await page.user.click(screen.getByRole('radio', { name: 'In honour of someone' }));
    await page.user.type(
      screen.getByRole('textbox', { name: /^Name of the person you honour/ }),
      'Ms. Lee',
    );
    const tell = screen.getByRole('checkbox', { name: /^Tell someone/ });
    await page.user.click(tell);
    await page.user.type(screen.getByRole('textbox', { name: /^Their name/ }), 'Lee family');
    await page.user.click(tell);
    await page.fillDonor();
    await page.user.click(page.submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      tribute: { kind: 'honour', name: 'Ms. Lee', notify: null },
    });
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
