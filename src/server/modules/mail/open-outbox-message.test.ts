import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, nextAddress, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import type { OutboxMessageDto, OutboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { adminDocumentUrlFor, signingUrlFor } from '../esign/signing-token.ts';
import { shareUrlFor } from '../sharing/share-token.ts';
import { enqueueMail } from './mail.service.ts';
import { outbox } from './mail.table.ts';

/**
 * The outbox list once showed every body, with live signing, status
 * and share links, to anyone glancing at Settings. Bodies now come one at a time, and opening one
 * that holds such a link is recorded with who opened it.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAsNewAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://novalearn.example.org' });
  admin = await signInAsNewAdmin(t);
});
afterAll(() => t.close());

const TOKEN = 'q'.repeat(43);
const list = async () => {
  const response = await t.app.inject({
    url: '/api/outbox?limit=200',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return { body: response.body, items: response.json<OutboxMessageSummaryDto[]>() };
};
const open = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/outbox/${id}`, headers });
const openings = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'outbox'), eq(auditLog.entityId, id), eq(auditLog.action, 'open')),
    );

async function queue(text: string) {
  const { id } = await enqueueMail({
    db: t.db,
    mail: { to: 'partner@example.org', subject: 'About your agreement', text },
    now: t.clock.now(),
    canDeliver: false,
  });
  return id;
}

describe('the outbox list', () => {
  it('holds no bodies, and marks the messages that carry a private link', async () => {
    const signing = await queue(`Sign here: ${signingUrlFor(t.config.publicUrl, TOKEN)}`);
    const share = await queue(`Read it here:\n${shareUrlFor(t.config.publicUrl, TOKEN)}\n`);
    const plain = await queue(`Signed. See ${adminDocumentUrlFor(t.config.publicUrl, 'doc-1')}`);
    const form = await submitForm(t, k12Form());
    const [confirmation] = await t.db
      .select({ id: outbox.id, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.relatedId, form.json().id));

    const { body, items } = await list();
    expect(body).not.toMatch(/\/sign\/|\/shared\/|\/waiting-list\/status\/|Sign here|Thank you/);
    for (const item of items) expect(item).not.toHaveProperty('text');
    const flagOf = (id: string) => items.find((item) => item.id === id)?.holdsPrivateLink;
    expect(flagOf(signing)).toBe(true);
    expect(flagOf(share)).toBe(true);
    expect(flagOf(confirmation!.id)).toBe(true);
    expect(flagOf(plain)).toBe(false);
  });
});

describe('GET /api/outbox/:id', () => {
  it('shows the body of a message with a status link and records who opened it', async () => {
    const form = k12Form();
    const entry = (await submitForm(t, form)).json() as { id: string };
    const [row] = await t.db.select().from(outbox).where(eq(outbox.relatedId, entry.id));
    t.clock.advance(60_000);

    const response = await open(row!.id);
    expect(response.statusCode).toBe(200);
    const message = response.json<OutboxMessageDto>();
    expect(message).toMatchObject({
      id: row!.id,
      to: form.email,
      subject: row!.subject,
      text: row!.text,
      holdsPrivateLink: true,
      relatedEntity: 'waiting_list',
      relatedId: entry.id,
    });
    // The body holds the family's working link: that is why opening it is recorded.
    const path = /\/waiting-list\/status\/[\w-]{43}/.exec(message.text)![0];
    const status = await t.app.inject({ url: `/api${path}`, remoteAddress: nextAddress() });
    expect(status.statusCode).toBe(200);

    const audit = await openings(row!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.user.name,
      details: { relatedEntity: 'waiting_list', relatedId: entry.id },
      at: t.clock.now(),
    });
    // The log outlives a deleted entry, so it names neither the address nor the link.
    expect(JSON.stringify(audit[0])).not.toContain(form.email);
    expect(JSON.stringify(audit[0])).not.toContain(path);

    // Each opening is recorded, by whoever opens it.
    const other = await signInAsNewAdmin(t);
    expect((await open(row!.id, other.headers)).statusCode).toBe(200);
    expect((await openings(row!.id)).map((entry) => entry.actorId).sort()).toEqual(
      [admin.user.id, other.user.id].sort(),
    );
  });

  it('records opening a signing or share link too, but not a message without one', async () => {
    const signing = await queue(`Sign here: ${signingUrlFor(t.config.publicUrl, TOKEN)}`);
    const plain = await queue('Your agreement was signed by all parties.');
    expect((await open(signing)).json()).toMatchObject({ text: expect.stringContaining('/sign/') });
    expect(await openings(signing)).toHaveLength(1);
    const response = await open(plain);
    expect(response.json()).toMatchObject({
      text: 'Your agreement was signed by all parties.',
      holdsPrivateLink: false,
    });
    expect(await openings(plain)).toHaveLength(0);
  });

  it('answers 404 for an unknown message, 400 for a bad id and 401 without a session', async () => {
    const unknown = await open('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This message was not found. It may have been deleted.',
    });
    expect((await open('not-an-id')).statusCode).toBe(400);
    const id = await queue(`Sign here: ${signingUrlFor(t.config.publicUrl, TOKEN)}`);
    const anonymous = await t.app.inject({ url: `/api/outbox/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('/sign/');
    expect(await openings(id)).toHaveLength(0);
  });
});
