import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseholdDto } from '../../../../domain/crm/credit-schemas.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof crmApi>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

describe('households', () => {
  it('is made from a donor, takes members, and totals hard and soft credit apart', async () => {
    const rosa = await addDonor(t, headers, { firstName: 'Rosa', lastName: 'Ortiz' });
    const sam = await addDonor(t, headers, { firstName: 'Sam', lastName: 'Park' });
    const friend = await addDonor(t, headers, { firstName: 'Lee', lastName: 'Friend' });
    expect((await api('GET', `/api/donors/${rosa.id}/household`)).json()).toEqual({
      household: null,
    });

    const created = await api('POST', '/api/households', {
      donorId: rosa.id,
      name: 'Ortiz-Park',
      mailingName: 'The Ortiz-Park Family',
      address: '12 Elm St',
    });
    expect(created.statusCode).toBe(201);
    const home = created.json() as HouseholdDto;
    const added = await api('POST', `/api/households/${home.id}/members`, { donorId: sam.id });
    expect((added.json() as HouseholdDto).members.map((m) => m.name)).toEqual([
      'Rosa Ortiz',
      'Sam Park',
    ]);

    const rosaGift = await addGift(t, headers, { donorId: rosa.id, amountCents: 300_00 });
    const friendGift = await addGift(t, headers, { donorId: friend.id, amountCents: 80_00 });
    await api('POST', `/api/donations/${rosaGift.id}/soft-credits`, {
      donorId: sam.id,
      kind: 'spouse',
    });
    await api('POST', `/api/donations/${friendGift.id}/soft-credits`, {
      donorId: sam.id,
      kind: 'solicitor',
    });

    const seen = (await api('GET', `/api/donors/${sam.id}/household`)).json()
      .household as HouseholdDto;
    expect(seen).toMatchObject({
      mailingName: 'The Ortiz-Park Family',
      hardCreditCents: 300_00,
      // Rosa's gift credited to Sam is hers already: the home counts it once.
      softCreditCents: 80_00,
    });
    expect(seen.members).toEqual([
      { donorId: rosa.id, name: 'Rosa Ortiz', hardCreditCents: 300_00, softCreditCents: 0 },
      { donorId: sam.id, name: 'Sam Park', hardCreditCents: 0, softCreditCents: 380_00 },
    ]);

    const edited = await api('PATCH', `/api/households/${home.id}`, {
      mailingName: 'Rosa Ortiz and Sam Park',
      city: 'Austin',
    });
    expect(edited.json()).toMatchObject({ mailingName: 'Rosa Ortiz and Sam Park', city: 'Austin' });
    const blank = await api('PATCH', `/api/households/${home.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);

    const removed = await api('DELETE', `/api/households/${home.id}/members/${sam.id}`);
    expect((removed.json() as HouseholdDto).members.map((m) => m.donorId)).toEqual([rosa.id]);
    expect((await api('GET', `/api/donors/${sam.id}/household`)).json()).toEqual({
      household: null,
    });
    const again = await api('DELETE', `/api/households/${home.id}/members/${sam.id}`);
    expect(again.statusCode).toBe(404);
  });
});
