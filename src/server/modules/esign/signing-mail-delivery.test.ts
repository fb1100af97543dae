import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConnection,
  sendForSignature,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';

/**
 * "Sent to A and B for signature" (the send toast reads the signers whose status is `sent`) with
 * a mail server: each of them gets an invitation at the SMTP server with a link of their own;
 * after both signed, each signer, the copy address and the sender get their message there.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let headers: Record<string, string>;
let sender: { email: string };
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://nda.example.org' });
  transport = createMailTransport(t.config.mail);
  ({ headers, user: sender } = await signInAsNewAdmin(t));
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

/** Runs the delivery worker once and returns what reached the SMTP server. */
const deliver = () => deliverToSmtp(t, smtp, transport);

const LINK = /https:\/\/nda\.example\.org\/sign\/([A-Za-z0-9_-]{43})/;

describe('signing mail at the mail server', () => {
  it('reaches both signers at once, then everyone once both signed', async () => {
    const countersigner = (await signInAsNewAdmin(t, { roles: ['partnerships'] })).user;
    const partner = await createPartner(t.db, { email: 'dana@bayou.example.org' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    await deliver(); // anything queued before
    const sent = await sendForSignature(t, headers, document.id, {
      countersignerId: countersigner.id,
      signingOrder: 'parallel',
      ccEmails: ['records@bayou.example.org'],
    });
    const envelope = sent.json() as EnvelopeStatusDto;
    const linked = envelope.recipients
      .filter((one) => one.status === 'sent')
      .map((one) => one.email);
    expect(linked.sort()).toEqual([countersigner.email, 'dana@bayou.example.org'].sort());

    const invitations = await deliver();
    expect(invitations.map((mail) => mail.to[0]).sort()).toEqual(linked.sort());
    const tokens = invitations.map((mail) => LINK.exec(mail.text)?.[1]);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      const signed = await signWith(t, token!, newConnection(), typedSignature('A Signer'));
      expect(signed.statusCode).toBe(200);
    }

    const after = await deliver();
    const byAddress = new Map(after.map((mail) => [mail.to[0], mail]));
    expect(byAddress.get('dana@bayou.example.org')!.subject).toMatch(/^Signed by everyone/);
    expect(byAddress.get(countersigner.email)!.subject).toMatch(/^Signed by everyone/);
    expect(byAddress.get('records@bayou.example.org')?.attachments[0]?.contentType).toBe(
      'application/pdf',
    );
    expect(byAddress.get(sender.email)!.subject).toMatch(/^Signed: /);
    expect(after).toHaveLength(4);
  });
});
