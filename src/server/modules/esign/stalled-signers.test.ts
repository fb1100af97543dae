import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  newConnection,
  openSigningLink,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { DAY_MS, useMultiSignerWorld } from '../../../../tests/multi-signer-fixture.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import type { SignerReminderDto } from '../../../domain/esign/dtos.ts';
import { STALLED_SIGNATURE_DAYS, type TodayItemDto } from '../../../domain/today/today-items.ts';
import { users } from '../auth/auth.table.ts';
import { createTemplate } from '../../demo/factories.ts';
import { outbox } from '../mail/mail.table.ts';
import { waitingList } from '../waiting-list/public.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';
import { sendDueReminders } from './reminders.ts';
import { stalledSigners } from './stalled-signers.ts';

/**
 * "Signatures waiting too long" (ADR 053): a signer whose link has waited STALLED_SIGNATURE_DAYS
 * with no reminder from staff since, the reminder staff send from there, and the list route.
 */
const { world, atDay, sendNew, freshHeaders } = useMultiSignerWorld();

const STALLED_MS = STALLED_SIGNATURE_DAYS * DAY_MS;
const at = (ms: number) => new Date(world.start.getTime() + ms);
const stalledAt = (ms: number) => stalledSigners({ db: world.t.db, now: at(ms) });
const itemFor = (items: TodayItemDto[], recipientId: string) =>
  items.find((item) => item.targetId === recipientId);

async function signersOf(requestId: string) {
  const rows = await world.t.db
    .select()
    .from(signatureRecipients)
    .where(eq(signatureRecipients.requestId, requestId))
    .orderBy(signatureRecipients.position);
  return { partnerSigner: rows[0]!, countersigner: rows[1]! };
}

const remind = async (recipientId: string, headers?: Record<string, string>) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/docusign/reminders/${recipientId}`,
    headers: headers ?? (await freshHeaders()),
  });

const remindersTo = (email: string, subject: string) =>
  world.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, `${subject}%`)));

describe('signers waiting too long', () => {
  it('lists a signer from the instant their link has waited 7 days, not a millisecond before', async () => {
    const { partner, document, envelope } = await sendNew();
    const { partnerSigner, countersigner } = await signersOf(envelope.envelopeId!);
    expect(partnerSigner.sentAt).toEqual(world.start);

    expect(itemFor(await stalledAt(STALLED_MS - 1), partnerSigner.id)).toBeUndefined();
    const items = await stalledAt(STALLED_MS);
    expect(itemFor(items, partnerSigner.id)).toEqual({
      key: `signature-stalled:${partnerSigner.id}:${world.start.toISOString()}`,
      kind: 'signature-stalled',
      targetId: partnerSigner.id,
      title: `${partner.contactName} — Please sign: ${document.title}`,
      detail: expect.stringMatching(
        /^Waiting since [A-Z][a-z]{2} \d{1,2}, \d{4} \(7 days\); no reminder sent$/,
      ),
      since: world.start.toISOString(),
      href: `/admin/documents/${document.id}/signature`,
      reply: null,
    });
    // The countersigner's turn has not come: their link is not out.
    expect(itemFor(items, countersigner.id)).toBeUndefined();
  });

  it("lists a data room's invitee with the room as the page to open", async () => {
    const template = await createTemplate(world.t.db, {
      content: '[COMPANY] and [PARTNER] keep everything in the room confidential.',
    });
    const room = await world.t.app.inject({
      method: 'POST',
      url: '/api/data-rooms',
      headers: world.headers,
      payload: { name: 'Series A diligence', ndaTemplateId: template.id },
    });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = room.json<{ id: string }>().id;
    const invited = await world.t.app.inject({
      method: 'POST',
      url: `/api/data-rooms/${roomId}/members`,
      headers: world.headers,
      payload: { name: 'Ines Vidal', email: 'ines@fund.example', organisation: 'Vidal Capital' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitee] = await world.t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, 'ines@fund.example'));
    expect(itemFor(await stalledAt(STALLED_MS), invitee!.id)).toMatchObject({
      title: expect.stringMatching(/^Ines Vidal — /),
      href: `/admin/data-rooms/${roomId}`,
    });
  });

  it('leaves out signers who signed and enrollment agreements', async () => {
    const { partner, envelope } = await sendNew();
    const { partnerSigner, countersigner } = await signersOf(envelope.envelopeId!);
    atDay(1);
    const token = await signingTokenFor(world.t, partner.email!);
    const signed = await signWith(world.t, token, newConnection(), typedSignature('Dana Ortiz'));
    expect(signed.statusCode, signed.body).toBe(200);
    const afterSigning = await stalledAt(STALLED_MS + DAY_MS);
    expect(itemFor(afterSigning, partnerSigner.id)).toBeUndefined();
    // The countersigner's link went out when the partner signed, on day 1.
    expect(itemFor(afterSigning, countersigner.id)?.since).toBe(at(DAY_MS).toISOString());

    // The same envelope, as a family's enrollment agreement: admissions', not listed here.
    world.t.clock.set(world.start);
    const other = await sendNew();
    const { partnerSigner: guardian } = await signersOf(other.envelope.envelopeId!);
    const [entry] = await world.t.db
      .insert(waitingList)
      .values({
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana@familia.example.org',
        campus: 'k12',
      })
      .returning();
    await world.t.db
      .update(signatureRequests)
      .set({ documentId: null, entryId: entry!.id })
      .where(eq(signatureRequests.id, other.envelope.envelopeId!));
    expect(itemFor(await stalledAt(STALLED_MS * 2), guardian.id)).toBeUndefined();
    expect((await remind(guardian.id)).statusCode).toBe(404);
  });

  it('counts from the reminder staff send, which goes out once in the signer language', async () => {
    const { partner, document, envelope } = await sendNew({ signerLanguage: 'es' });
    const { partnerSigner } = await signersOf(envelope.envelopeId!);
    const token = await signingTokenFor(world.t, partner.email!);

    // The reminder job's own reminders (days 3 and 6) do not take the signer off the list.
    for (const day of [3, 6]) {
      atDay(day);
      expect(
        await sendDueReminders({ db: world.t.db, config: world.t.config, now: at(day * DAY_MS) }),
      ).toBeGreaterThan(0);
    }
    const spanishSubject = `Recordatorio: por favor, firme "${document.title}"`;
    expect(await remindersTo(partner.email!, spanishSubject)).toHaveLength(2);
    const before = itemFor(await stalledAt(STALLED_MS), partnerSigner.id);
    expect(before?.detail).toMatch(/\(7 days\); 2 reminders sent$/);

    atDay(STALLED_SIGNATURE_DAYS);
    const response = await remind(partnerSigner.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SignerReminderDto>()).toEqual({
      remindersSent: 3,
      nextReminderAt: at(STALLED_MS + 3 * DAY_MS).toISOString(),
    });
    const reminders = await remindersTo(partner.email!, spanishSubject);
    expect(reminders).toHaveLength(3);
    expect(reminders.at(-1)!.text).toContain('Todavía no está firmado');
    // The reminder cannot carry the link (only its hash is kept): the first one still works.
    expect((await openSigningLink(world.t, token, newConnection())).statusCode).toBe(200);
    const [staff] = await world.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, world.admin.username));
    const [event] = await world.t.db
      .select()
      .from(signatureEvents)
      .where(
        and(
          eq(signatureEvents.recipientId, partnerSigner.id),
          eq(signatureEvents.at, at(STALLED_MS)),
        ),
      );
    expect(event).toMatchObject({
      type: 'reminded',
      details: { reminder: 3, staffUserId: staff!.id },
    });

    expect(itemFor(await stalledAt(STALLED_MS), partnerSigner.id)).toBeUndefined();
    expect(itemFor(await stalledAt(2 * STALLED_MS - 1), partnerSigner.id)).toBeUndefined();
    const back = itemFor(await stalledAt(2 * STALLED_MS), partnerSigner.id);
    expect(back).toMatchObject({
      key: `signature-stalled:${partnerSigner.id}:${at(STALLED_MS).toISOString()}`,
      since: world.start.toISOString(),
      detail: expect.stringMatching(/\(14 days\); 3 reminders sent$/),
    });

    // The job goes on from the staff reminder: its next one is 3 days later.
    atDay(STALLED_SIGNATURE_DAYS + 3);
    expect(
      await sendDueReminders({
        db: world.t.db,
        config: world.t.config,
        now: at(STALLED_MS + 3 * DAY_MS),
      }),
    ).toBeGreaterThan(0);
    expect(await remindersTo(partner.email!, spanishSubject)).toHaveLength(4);
  });

  it('refuses a reminder to someone who signed, whose turn has not come, or who is unknown', async () => {
    const { partner, envelope } = await sendNew();
    const { partnerSigner, countersigner } = await signersOf(envelope.envelopeId!);
    const waiting = await remind(countersigner.id, world.headers);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toMatch(/not .* turn yet/);

    const token = await signingTokenFor(world.t, partner.email!);
    expect(
      (await signWith(world.t, token, newConnection(), typedSignature('Dana'))).statusCode,
    ).toBe(200);
    const signed = await remind(partnerSigner.id, world.headers);
    expect(signed.statusCode).toBe(409);
    expect(signed.json<{ message: string }>().message).toBe(
      `${partnerSigner.name} has already signed.`,
    );
    const sentBefore = await world.t.db.select().from(outbox).where(eq(outbox.to, partner.email!));
    expect(sentBefore.some((mail) => mail.subject.startsWith('Reminder:'))).toBe(false);

    expect((await remind('00000000-0000-4000-8000-000000000000', world.headers)).statusCode).toBe(
      404,
    );
  });

  it('answers the list route with the same items, to partnerships and not to admissions', async () => {
    const { envelope } = await sendNew();
    const { partnerSigner } = await signersOf(envelope.envelopeId!);
    atDay(STALLED_SIGNATURE_DAYS + 1);
    const response = await world.t.app.inject({
      url: '/api/docusign/stalled',
      headers: await freshHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<TodayItemDto[]>();
    expect(listed).toEqual(await stalledAt((STALLED_SIGNATURE_DAYS + 1) * DAY_MS));
    expect(itemFor(listed, partnerSigner.id)).toBeDefined();

    const admissions = await signInAsNewAdmin(world.t, { roles: ['admissions'] });
    const refused = await world.t.app.inject({
      url: '/api/docusign/stalled',
      headers: admissions.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await remind(partnerSigner.id, admissions.headers)).statusCode).toBe(403);
  });
});
