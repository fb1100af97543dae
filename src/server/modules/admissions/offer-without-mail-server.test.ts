import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { outbox } from '../mail/mail.table.ts';

/**
 * Without SMTP_URL the "Offer seats" preview says nobody is emailed and that each offer's mail is
 * kept in Settings › Outbox: the preview answers `mailed: false`, and the offer's mail is in the
 * outbox, kept (logged) and never due for delivery.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example.org' });
  headers = (await signInAsNewAdmin(t, { roles: ['admissions'] })).headers;
});
afterAll(() => t?.close());

describe('offers without a mail server', () => {
  it('are previewed as not emailed, and each offer’s mail is kept in the outbox', async () => {
    const family = k12Form({ gradeLevel: '6th-grade', enrollmentPreference: 'fall-2027' });
    expect((await submitForm(t, family)).statusCode).toBe(201);
    const seats = await t.app.inject({
      method: 'PUT',
      url: '/api/admissions/seat-groups',
      headers,
      payload: { campus: 'k12', gradeOrProgram: '6th-grade', startTerm: 'fall-2027', capacity: 1 },
    });
    const group = seats.json() as SeatGroupDto;
    const preview = await t.app.inject({
      url: `/api/admissions/seat-groups/${group.id}/offers/preview?count=1&days=7`,
      headers,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ mailed: false });

    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/admissions/seat-groups/${group.id}/offers`,
      headers,
      payload: { count: 1 },
    });
    expect(offered.statusCode, offered.body).toBeLessThan(300);
    expect(offered.json()).toMatchObject({ mailed: false });
    const kept = await t.db
      .select({ subject: outbox.subject, status: outbox.status, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, (family as { email: string }).email));
    const offerMail = kept.find((mail) => mail.text.includes('/waiting-list/offer/'));
    expect(offerMail?.status).toBe('logged');
    expect(kept.every((mail) => mail.status === 'logged')).toBe(true);
  });
});
