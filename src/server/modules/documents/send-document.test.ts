import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import { outbox } from '../mail/mail.table.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { shareLinks } from '../sharing/public.ts';
import { ndaDocuments } from './documents.table.ts';

const PUBLIC_URL = 'https://ndas.example.org';
const LINK = new RegExp(`${PUBLIC_URL}/shared/([A-Za-z0-9_-]{43})`);

/** "Send" sends: the partner gets a mail with a link to the NDA. */
describe('POST /api/documents/:id/send with a mail server', () => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let headers: Record<string, string>;
  let adminName: string;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    const admin = await signInAsNewAdmin(t);
    headers = admin.headers;
    adminName = admin.user.name;
    await writeSetting({
      db: t.db,
      key: ORGANISATION_NAME_KEY,
      value: 'NovaLearn',
      now: t.clock.now(),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (id: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/documents/${id}/send`, headers, payload });
  const deliver = () =>
    deliverDueMail({
      db: t.db,
      transport: createMailTransport(t.config.mail),
      from: t.config.mail.from,
      now: t.clock.now(),
    });
  // SMTP carries lines ending in CRLF; the tests compare the text as it was written.
  const receivedBy = (address: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }));

  it('with no body, mails the partner contact a comment link and a default message; the link opens the NDA', async () => {
    const partner = await createPartner(t.db, {
      companyName: 'Acme Robotics',
      contactName: 'Ada Lovelace',
      email: 'ada@acme.test',
    });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Robotics lab pilot NDA',
    });

    const response = await send(document.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      id: document.id,
      status: 'sent',
      delivery: { status: 'queued', to: 'ada@acme.test' },
    });
    expect(answer.delivery.link).toMatch(LINK);

    expect((await deliver()).sent).toBe(1);
    const [mail] = receivedBy('ada@acme.test');
    expect(mail).toBeDefined();
    // The quotes make the subject a MIME encoded word on the wire: read it from the outbox.
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.to, 'ada@acme.test'));
    expect(queued!.subject).toBe('NovaLearn sent you the NDA "Robotics lab pilot NDA"');
    expect(mail!.text).toContain('Please review the non-disclosure agreement at the link below.');
    expect(mail!.text).toContain('read the agreement, download it and leave comments');
    expect(mail!.text).toContain(adminName);
    const link = LINK.exec(mail!.text);
    expect(link?.[0]).toBe(answer.delivery.link);

    // The partner follows the link from the mail.
    const opened = await t.app.inject({ url: `/api/shared/${link![1]}` });
    expect(opened.statusCode).toBe(200);
    const shared = opened.json() as SharedDocumentDto;
    expect(shared.document).toMatchObject({ id: document.id, title: 'Robotics lab pilot NDA' });
    expect(shared.shareLink.accessLevel).toBe('comment');
    expect(shared.document.status).toBe('viewed');
  });

  it('mails the recipient, link level and message chosen in the dialog', async () => {
    const document = await createDocument(t.db, { title: 'Data sharing NDA' });
    const response = await send(document.id, {
      recipientEmail: ' legal@acme.test ',
      accessLevel: 'view',
      message: 'Hello Ada,\nhere is the NDA we talked about on Tuesday.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery).toMatchObject({ status: 'queued', to: 'legal@acme.test' });

    await deliver();
    const [mail] = receivedBy('legal@acme.test');
    expect(mail!.text).toContain('Hello Ada,\nhere is the NDA we talked about on Tuesday.');
    expect(mail!.text).not.toContain('Please review the non-disclosure agreement');
    const token = LINK.exec(mail!.text)![1]!;
    const opened = (
      await t.app.inject({ url: `/api/shared/${token}` })
    ).json() as SharedDocumentDto;
    expect(opened.shareLink.accessLevel).toBe('view');

    const [link] = await t.db.select().from(shareLinks).where(eq(shareLinks.shareToken, token));
    expect(link).toMatchObject({ recipientEmail: 'legal@acme.test', expiresAt: null });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit.find((entry) => entry.action === 'send')?.details).toMatchObject({
      from: 'draft',
      to: 'sent',
      recipient: 'legal@acme.test',
      shareLinkId: link!.id,
      accessLevel: 'view',
      delivery: 'queued',
    });
  });

  it('sends nothing, and stays a draft, when the recipient is not a valid address', async () => {
    const document = await createDocument(t.db);
    const response = await send(document.id, { recipientEmail: 'ada@' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.recipientEmail).toBeDefined();
    const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
    expect(row!.status).toBe('draft');
    expect(
      await t.db.select().from(shareLinks).where(eq(shareLinks.documentId, document.id)),
    ).toEqual([]);
  });

  it('asks for an address, and changes nothing, when the partner has no contact email', async () => {
    const partner = await createPartner(t.db, { email: null });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const response = await send(document.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.recipientEmail).toEqual([
      'This partner has no contact email. Enter the address to send the NDA to.',
    ]);
    const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
    expect(row!.status).toBe('draft');
    expect(
      await t.db.select().from(shareLinks).where(eq(shareLinks.documentId, document.id)),
    ).toEqual([]);
  });

  it('queues exactly one mail when two admins press Send together', async () => {
    const partner = await createPartner(t.db, { email: 'twice@acme.test' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const answers = await Promise.all([send(document.id), send(document.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'twice@acme.test'))).toHaveLength(
      1,
    );
    expect(
      await t.db.select().from(shareLinks).where(eq(shareLinks.documentId, document.id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/documents/:id/send without a mail server', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    ({ headers } = await signInAsNewAdmin(t));
  });
  afterAll(() => t.close());

  it('marks it sent and answers that no mail server is set up, with the link to pass on', async () => {
    const partner = await createPartner(t.db, { email: 'ada@acme.test' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/send`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'sent',
      delivery: { status: 'no-mail-server', to: 'ada@acme.test' },
    });
    const token = LINK.exec(answer.delivery.link)![1]!;
    expect((await t.app.inject({ url: `/api/shared/${token}` })).statusCode).toBe(200);
    // The message is still kept in the outbox, for admins to read in Settings.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'ada@acme.test'));
    expect(mail).toMatchObject({ status: 'logged' });
    expect(mail!.text).toContain(answer.delivery.link);
  });
});
