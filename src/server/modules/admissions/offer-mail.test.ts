import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';

/**
 * "Each family is emailed a link to accept or decline" (the offer toast) with a mail server:
 * the answer says mail went out, the offer arrives at the SMTP server in the family's language,
 * and its link opens the offer it names.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example.org' });
  transport = createMailTransport(t.config.mail);
  headers = (await signInAsNewAdmin(t, { roles: ['admissions'] })).headers;
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

/** Runs the delivery worker once and returns what reached the SMTP server. */
const deliver = () => deliverToSmtp(t, smtp, transport);

describe('an offer mail', () => {
  it('arrives at the mail server in the family’s language with a link to its offer', async () => {
    const family = k12Form({
      gradeLevel: '7th-grade',
      enrollmentPreference: 'spring-2028',
      language: 'es',
    });
    expect((await submitForm(t, family)).statusCode).toBe(201);
    await deliver(); // the confirmation
    const seats = await t.app.inject({
      method: 'PUT',
      url: '/api/admissions/seat-groups',
      headers,
      payload: {
        campus: 'k12',
        gradeOrProgram: '7th-grade',
        startTerm: 'spring-2028',
        capacity: 1,
      },
    });
    const group = seats.json() as SeatGroupDto;
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/admissions/seat-groups/${group.id}/offers`,
      headers,
      payload: { count: 1 },
    });
    expect(offered.json()).toMatchObject({ mailed: true });

    const [mail] = await deliver();
    expect(mail?.to).toEqual([(family as { email: string }).email]);
    expect(mail!.text).toContain('Tenemos un lugar para');
    expect(mail!.text).toContain('7.º grado');
    const token = /https:\/\/school\.example\.org\/es\/waiting-list\/offer\/([\w-]{43})/.exec(
      mail!.text,
    )?.[1];
    expect(token).toBeDefined();
    const view = await t.app.inject({ url: `/api/waiting-list/offers/${token}` });
    expect(view.json()).toMatchObject({
      status: 'open',
      canAnswer: true,
      gradeOrProgram: '7th-grade',
      startTerm: 'spring-2028',
      language: 'es',
    });
  });

  it('is previewed before the offer, and accepting mails the family and admissions staff', async () => {
    const family = k12Form({ gradeLevel: '8th-grade', enrollmentPreference: 'fall-2027' });
    const submitted = await submitForm(t, family);
    const entryId = (submitted.json() as { id: string }).id;
    await deliver(); // the confirmation
    const seats = await t.app.inject({
      method: 'PUT',
      url: '/api/admissions/seat-groups',
      headers,
      payload: { campus: 'k12', gradeOrProgram: '8th-grade', startTerm: 'fall-2027', capacity: 2 },
    });
    const group = seats.json() as SeatGroupDto;
    const preview = await t.app.inject({
      url: `/api/admissions/seat-groups/${group.id}/offers/preview?count=2&days=7`,
      headers,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json() as {
      mailed: boolean;
      families: { entryId: string; mail: { text: string } }[];
    };
    expect(previewed.mailed).toBe(true);
    expect(previewed.families.map((one) => one.entryId)).toEqual([entryId]);
    expect(previewed.families[0]!.mail.text).toMatch(/Please answer by 11:59 p\.m\. on /);
    expect(await deliver()).toEqual([]); // a preview sends nothing

    await t.app.inject({
      method: 'POST',
      url: `/api/admissions/seat-groups/${group.id}/offers`,
      headers,
      payload: { count: 1 },
    });
    const [offer] = await deliver();
    const token = /\/waiting-list\/offer\/([\w-]{43})/.exec(offer!.text)?.[1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/offers/${token}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().callBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mails = await deliver();
    const toFamily = mails.find((mail) => mail.to.includes((family as { email: string }).email));
    expect(toFamily?.text).toContain('What happens next:');
    const notices = mails.filter((mail) => mail.subject.startsWith('Seat accepted:'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.text).toContain(`/admin/waiting-list/${entryId}`);

    // The audit API is for owners; this admissions account reads the table.
    const [acceptance] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entryId), eq(auditLog.action, 'accept-offer')));
    const details = acceptance?.details as { mails?: unknown[] } | undefined;
    expect(details?.mails).toHaveLength(mails.length);
  });
});
