import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentSendDto } from '../../../domain/documents/sends.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { PAST_EXPIRY_MESSAGE } from './link-expiry.ts';

const PUBLIC_URL = 'https://ndas.example.org';
const TOKEN = new RegExp(`${PUBLIC_URL}/shared/([A-Za-z0-9_-]{43})`);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sending an NDA and inviting someone to it: each send is recorded (to whom, when, access level,
 * expiry, message) and its link's level and expiry are enforced exactly as a share link's are.
 */
describe('document sends', () => {
  let smtp: LocalSmtpServer;
  let t: TestApp;
  let headers: Record<string, string>;
  let adminName: string;
  let start: Date;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    const admin = await signInAsNewAdmin(t);
    headers = admin.headers;
    adminName = admin.user.name;
    start = t.clock.now();
  });
  afterEach(() => t.clock.set(start));
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const sends = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/sends`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<DocumentSendDto[]>();
  };
  const deliver = () =>
    deliverDueMail({
      db: t.db,
      transport: createMailTransport(t.config.mail),
      from: t.config.mail.from,
      now: t.clock.now(),
    });
  const mailTo = (address: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(address))
      .map((m) => m.text.replace(/\r\n/g, '\n'));

  async function draft() {
    const partner = await createPartner(t.db, {
      email: `contact-${crypto.randomUUID()}@acme.test`,
    });
    return { partner, document: await createDocument(t.db, { partnerId: partner.id }) };
  }

  it('records a send with its access level and expiry; the link stops working when it expires', async () => {
    const { partner, document } = await draft();
    const expiresAt = new Date(start.getTime() + 7 * DAY_MS).toISOString();
    const response = await post(`/api/documents/${document.id}/send`, {
      accessLevel: 'view',
      expiresAt,
      message: 'Here is the NDA for the lab pilot.',
    });
    expect(response.statusCode).toBe(200);
    const token = TOKEN.exec(response.json().delivery.link)![1]!;

    const [send] = await sends(document.id);
    expect(send).toMatchObject({
      kind: 'send',
      recipientEmail: partner.email,
      accessLevel: 'view',
      expiresAt,
      message: 'Here is the NDA for the lab pilot.',
      sentByName: adminName,
      sentAt: start.toISOString(),
      linkStatus: 'active',
      mailStatus: 'pending',
    });

    expect((await deliver()).sent).toBe(1);
    const [text] = mailTo(partner.email!);
    expect(text).toContain('Here is the NDA for the lab pilot.');
    expect(text).toContain('The link works until');
    expect((await sends(document.id))[0]?.mailStatus).toBe('sent');

    // View level: reading works, commenting does not.
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(
      200,
    );
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/comments`,
      payload: { content: 'A question', authorName: 'Ada', shareToken: token },
    });
    expect(comment.statusCode).toBe(403);

    t.clock.set(new Date(start.getTime() + 7 * DAY_MS + 1000));
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(
      404,
    );
    // A week on, the first session has ended too.
    headers = (await signInAsNewAdmin(t)).headers;
    expect((await sends(document.id))[0]?.linkStatus).toBe('expired');
  });

  it('refuses an expiry in the past, on the field, and sends nothing', async () => {
    const { document } = await draft();
    const response = await post(`/api/documents/${document.id}/send`, {
      expiresAt: new Date(start.getTime() - 1000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(PAST_EXPIRY_MESSAGE);
    expect(await sends(document.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}`,
      headers,
    });
    expect(again.json().status).toBe('draft');
  });

  it('an invitation takes an access level and an expiry, and is recorded too', async () => {
    const { document } = await draft();
    const expiresAt = new Date(start.getTime() + DAY_MS).toISOString();
    const response = await post(`/api/documents/${document.id}/invite`, {
      email: 'grace@lab.test',
      accessLevel: 'comment',
      expiresAt,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ accessLevel: 'comment', expiresAt });
    const [send] = await sends(document.id);
    expect(send).toMatchObject({
      kind: 'invite',
      recipientEmail: 'grace@lab.test',
      accessLevel: 'comment',
      expiresAt,
      message: null,
    });
    const token = response.json().shareToken as string;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/shared/${token}/content`,
      payload: { content: 'Changed', authorName: 'Grace' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('an invitation without a choice is still an edit link that never expires', async () => {
    const { document } = await draft();
    const response = await post(`/api/documents/${document.id}/invite`, { email: 'kim@lab.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ accessLevel: 'edit', expiresAt: null });
  });

  it('previews the merged text without saving anything', async () => {
    const partner = await createPartner(t.db, { companyName: 'Helix Labs' });
    const response = await post('/api/documents/preview', {
      title: 'Preview NDA',
      partnerId: partner.id,
      purpose: 'discuss a joint research project',
      content: '[PARTNER] and [COMPANY] share information in order to [PURPOSE].',
      duration: 12,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mergedContent).toMatch(
      /^Helix Labs and .+ share information in order to discuss a joint research project\.$/,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/documents?q=Preview%20NDA',
      headers,
    });
    expect(list.json()).toEqual([]);
  });
});
