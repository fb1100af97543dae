import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonorDto, StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { addDonor, addGift, crmApi, outboxTo } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

/** Every mail and letter follows the donor's language, which staff see and switch in the CRM. */
let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
  await api('PATCH', '/api/settings/fundraising', { ein: '12-3456789' });
});
afterAll(() => t.close());

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const pdfText = async (letter: StewardshipLetterDto) => {
  const pdf = await api('GET', letter.pdfUrl);
  return squash(
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf.rawPayload }).toString(
      'utf8',
    ),
  );
};
const acknowledge = async (donationId: string) => {
  const response = await api('POST', `/api/donations/${donationId}/acknowledgment`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StewardshipLetterDto;
};

describe('the donor’s language in the CRM', () => {
  it('is English unless chosen, is taken on Add and switched on Edit, and refuses other values', async () => {
    expect((await addDonor(t, headers)).language).toBe('en');
    const donor = await addDonor(t, headers, { language: 'es' });
    expect(donor.language).toBe('es');
    const profile = (await api('GET', `/api/donors/${donor.id}`)).json() as DonorDto;
    expect(profile.language).toBe('es');

    const switched = await api('PATCH', `/api/donors/${donor.id}`, { language: 'en' });
    expect(switched.statusCode).toBe(200);
    expect((switched.json() as DonorDto).language).toBe('en');
    // A change of anything else leaves it as it is.
    const renamed = await api('PATCH', `/api/donors/${donor.id}`, { firstName: 'Ana' });
    expect((renamed.json() as DonorDto).language).toBe('en');

    const refused = await api('PATCH', `/api/donors/${donor.id}`, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.language).toEqual([
      'Choose a language for mail and letters: en, es',
    ]);
  });
});

describe('a Spanish-speaking donor', () => {
  it('gets the thank-you letter and its tax receipt in Spanish, mail and PDF', async () => {
    const donor = await addDonor(t, headers, { firstName: 'Lucía', language: 'es' });
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 1250_50,
      giftDate: '2026-01-05',
      designation: 'Scholarships',
      goodsOrServicesDescription: 'Dos lugares en la cena de gala',
      goodsOrServicesValueCents: 120_00,
    });
    const letter = await acknowledge(gift.id);

    const [mail, ...others] = await outboxTo(api, donor.email!);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Gracias por su donación a NovaLearn Institute Group');
    const text = squash(mail!.text);
    for (const sentence of [
      '15 de enero de 2026',
      'Hola, Lucía:',
      'Gracias por su donación de $1,250.50 para las becas. La recibimos el 5 de enero de 2026.',
      'Recibo para sus registros de impuestos',
      'NovaLearn Institute Group (EIN 12-3456789) recibió su contribución de $1,250.50 el 5 de enero de 2026.',
      'A cambio de esta contribución, usted recibió Dos lugares en la cena de gala, con un valor estimado de buena fe de $120.00. La cantidad que usted puede deducir para fines del impuesto federal sobre los ingresos se limita a la parte de la contribución que supera ese valor: $1,130.50.',
      'Por favor, guarde esta carta con sus registros de impuestos.',
      'Con gratitud,',
      'Para ver sus donaciones, descargar un resumen anual o cambiar una donación mensual, pida su enlace privado aquí: http://localhost:3000/es/giving/manage',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(/Thank you|Dear|received|tax records/);
    const pdf = await pdfText(letter);
    expect(pdf).toContain('recibió su contribución de $1,250.50 el 5 de enero de 2026.');
    expect(pdf).not.toContain('enlace privado');
  });

  it('gets a pledge’s thank-you in Spanish', async () => {
    const donor = await addDonor(t, headers, { language: 'es' });
    const pledge = await addGift(t, headers, {
      donorId: donor.id,
      donationType: 'pledge',
      status: 'pending',
      amountCents: 1200_00,
      giftDate: '2026-01-10',
      pledge: { installmentCount: 4, firstDueDate: '2026-02-01', frequency: 'quarterly' },
    });
    await acknowledge(pledge.id);
    const [mail] = await outboxTo(api, donor.email!);
    expect(mail!.subject).toBe('Gracias por su compromiso de donación a NovaLearn Institute Group');
    expect(squash(mail!.text)).toContain(
      'Gracias por su compromiso de donar $1,200.00, hecho el 10 de enero de 2026. Lo pagará en 4 pagos. Al final del año le enviaremos un resumen de sus pagos.',
    );
  });

  it('gets the giving statement in Spanish, with the receipt wording', async () => {
    const donor = await addDonor(t, headers, { language: 'es' });
    await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 300_00,
      giftDate: '2025-04-01',
      designation: 'Research',
    });
    const period = { from: '2025-01-01', to: '2025-12-31' };
    const response = await api('POST', `/api/donors/${donor.id}/statements`, period);
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await outboxTo(api, donor.email!);
    expect(mail!.subject).toBe('Su resumen de donaciones de NovaLearn Institute Group');
    const text = mail!.text;
    expect(text).toContain(
      'Resumen de donaciones del 1 de enero de 2025 al 31 de diciembre de 2025',
    );
    expect(text).toContain('- 1 de abril de 2025: $300.00 — para la investigación');
    expect(text).toContain('Total: $300.00');
    expect(text).toContain(
      'NovaLearn Institute Group (EIN 12-3456789) recibió las contribuciones de la lista de arriba.',
    );
    expect(text).toContain(
      'No se proporcionaron bienes ni servicios a cambio de estas contribuciones.',
    );
    expect(await pdfText(response.json() as StewardshipLetterDto)).toContain('Total: $300.00');
  });

  it('gets the next letter in English once staff switch them to English', async () => {
    const donor = await addDonor(t, headers, { language: 'es' });
    await api('PATCH', `/api/donors/${donor.id}`, { language: 'en' });
    const gift = await addGift(t, headers, { donorId: donor.id, amountCents: 40_00 });
    await acknowledge(gift.id);
    const [mail] = await outboxTo(api, donor.email!);
    expect(mail!.subject).toBe('Thank you for your gift to NovaLearn Institute Group');
  });
});

describe('an English-speaking donor', () => {
  it('gets the letter and receipt exactly as before', async () => {
    const donor = await addDonor(t, headers, { firstName: 'Zoë' });
    const gift = await addGift(t, headers, {
      donorId: donor.id,
      amountCents: 300_00,
      giftDate: '2026-01-02',
      designation: 'Scholarships',
    });
    await acknowledge(gift.id);
    const [mail] = await outboxTo(api, donor.email!);
    expect(mail!.subject).toBe('Thank you for your gift to NovaLearn Institute Group');
    const text = squash(mail!.text);
    expect(text).toContain('January 15, 2026');
    expect(text).toContain('Dear Zoë,');
    expect(text).toContain(
      'Thank you for your gift of $300.00 for Scholarships, received on January 2, 2026.',
    );
    expect(text).toContain(
      'Receipt for your tax records NovaLearn Institute Group (EIN 12-3456789) received your contribution of $300.00 on January 2, 2026. No goods or services were provided in exchange for this contribution. Please keep this letter for your tax records.',
    );
  });
});

describe('email campaigns', () => {
  it('keep the text staff typed and add our own line in each donor’s language', async () => {
    const spanish = await addDonor(t, headers, { language: 'es', interests: ['infrastructure'] });
    const english = await addDonor(t, headers, { interests: ['infrastructure'] });
    const created = await api('POST', '/api/email-campaigns', {
      name: 'Buildings',
      subject: 'New classrooms',
      content: 'The new classrooms open in March.',
      segment: { interests: ['infrastructure'] },
    });
    const campaign = created.json() as EmailCampaignDto;
    expect((await api('POST', `/api/email-campaigns/${campaign.id}/send`)).statusCode).toBe(200);

    const [toSpanish] = await outboxTo(api, spanish.email!);
    expect(toSpanish!.subject).toBe('New classrooms');
    // Each donor's own one-click link (ADR 051), on their language's page.
    const link = (path: string) => `http://localhost:3000${path}/unsubscribe/[A-Za-z0-9_-]+`;
    expect(toSpanish!.text).toMatch(
      new RegExp(
        '^The new classrooms open in March\\.\\n\\n--\\nRecibe este correo electrónico porque apoya a NovaLearn Institute Group\\. Para no recibir más estos correos, abra ' +
          `${link('/es')}$`,
      ),
    );
    const [toEnglish] = await outboxTo(api, english.email!);
    expect(toEnglish!.text).toMatch(
      new RegExp(
        '^The new classrooms open in March\\.\\n\\n--\\nYou receive this email as a supporter of NovaLearn Institute Group\\. To stop these emails, open ' +
          `${link('')}$`,
      ),
    );
  });
});
