import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSample, pngSample, uploadPaper } from '../../../../tests/paper-samples.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, statusTokenOf, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { paperCountsByEntry } from './paper-counts.ts';
import { papersToReview } from './public.ts';

/**
 * The papers staff have not read yet (ADR 053): the Today page's items and the module's own
 * list are one function, on the condition the entry's counts use, so the numbers agree; a paper
 * marked reviewed leaves the list.
 */
let t: TestApp;
let admissions: Record<string, string>;
let fundraiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://novalearn.example.org' });
  admissions = (await signInAsNewAdmin(t, { roles: ['admissions'] })).headers;
  fundraiser = (await signInAsNewAdmin(t, { roles: ['fundraising'] })).headers;
});
afterAll(() => t.close());

/** A family that sent an IEP and a photo of a doctor's letter, one second apart. */
async function familyWithTwoPapers(form = k12Form()) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as string;
  const token = await statusTokenOf(t, id);
  const sent: string[] = [];
  for (const [file, kind] of [
    [{ name: 'IEP 2026.pdf', data: await pdfSample() }, 'iep'],
    [{ name: 'letter.png', data: pngSample() }, 'medical-letter'],
  ] as const) {
    t.clock.advance(1000);
    const uploaded = await uploadPaper(t, token, file, kind);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    sent.push(uploaded.json().id as string);
  }
  return { id, paperIds: sent };
}

const listed = () => papersToReview({ db: t.db, now: t.clock.now() });
const ofEntry = (items: TodayItemDto[], entryId: string) =>
  items.filter((item) => item.href === `/admin/waiting-list/${entryId}#papers`);

describe('papers to review', () => {
  it('lists each paper the family sent, oldest first, with who sent what and when', async () => {
    const { id, paperIds } = await familyWithTwoPapers(
      k12Form({ firstName: 'Oriana', lastName: 'Castillo', parentGuardianName: 'Rosa Castillo' }),
    );
    const items = ofEntry(await listed(), id);
    expect(items.map((item) => item.targetId)).toEqual(paperIds);
    expect(items[0]).toEqual({
      key: `paper-to-review:${paperIds[0]}:received`,
      kind: 'paper-to-review',
      targetId: paperIds[0],
      title:
        'Rosa Castillo for Oriana Castillo — IEP (Individualized Education Program) (IEP 2026.pdf)',
      detail: expect.stringMatching(/^Sent \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T$/),
      since: expect.any(String),
      href: `/admin/waiting-list/${id}#papers`,
      reply: null,
    });
    expect(items[1]!.title).toBe(
      'Rosa Castillo for Oriana Castillo — Letter from a doctor or therapist (letter.png)',
    );
    expect(new Date(items[0]!.since) < new Date(items[1]!.since)).toBe(true);
  });

  it('drops a paper once staff mark it reviewed, and agrees with the entry’s counts', async () => {
    const { id, paperIds } = await familyWithTwoPapers();
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/${id}/papers/${paperIds[0]}/review`,
      headers: admissions,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const items = await listed();
    expect(ofEntry(items, id).map((item) => item.targetId)).toEqual([paperIds[1]]);

    // Every entry's count of papers received and not reviewed is its number of items.
    const perEntry = new Map<string, number>();
    for (const item of items) perEntry.set(item.href, (perEntry.get(item.href) ?? 0) + 1);
    const entryIds = [...perEntry.keys()].map((href) =>
      href.split('/').at(-1)!.replace('#papers', ''),
    );
    const counts = await paperCountsByEntry(t.db, [...entryIds, id]);
    expect(counts.get(id)).toEqual({ received: 2, reviewed: 1 });
    for (const entryId of entryIds) {
      const { received, reviewed: read } = counts.get(entryId)!;
      expect(received - read).toBe(perEntry.get(`/admin/waiting-list/${entryId}#papers`));
    }
  });

  it('answers the same items on the module’s own route, to admissions only', async () => {
    await familyWithTwoPapers();
    const response = await t.app.inject({
      url: '/api/family-papers/to-review',
      headers: admissions,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(await listed());
    const refused = await t.app.inject({
      url: '/api/family-papers/to-review',
      headers: fundraiser,
    });
    expect(refused.statusCode).toBe(403);
  });
});
