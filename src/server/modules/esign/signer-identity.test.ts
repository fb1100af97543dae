import { execFileSync } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
  type Connection,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import type { EnvelopeStatusDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
import {
  IDENTITY_METHOD_WORDS,
  IDENTITY_NEEDED_MESSAGE,
  NO_IDENTITY_CHECK_MESSAGE,
} from '../../../domain/esign/signer-identity.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_MAILS,
  MAILED_CODE_MS,
  WRONG_CODE_MESSAGE,
} from '../../../domain/sharing/link-protection.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { outbox } from '../mail/mail.table.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';
import { IDENTITY_ALREADY_CONFIRMED_MESSAGE } from './mail-identity-code.ts';

/**
 * An envelope may ask each signer to confirm a code mailed to their own address before signing
 * (ADR 049); the certificate of completion says how each signer proved who they are.
 */

let t: TestApp;
let headers: Record<string, string>;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
  headers = (await signInAsNewAdmin(t)).headers;
  start = t.clock.now();
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

/** A fresh NDA sent to its own signer with `payload`; the token comes from the invitation. */
async function sendNew(payload: object = { identityCheck: 'email-code' }) {
  const partner = await createPartner(t.db);
  const document = await createDocument(t.db, { partnerId: partner.id });
  const sent = await sendForSignature(t, headers, document.id, payload);
  expect(sent.statusCode, sent.body).toBe(201);
  const envelope = sent.json() as EnvelopeStatusDto;
  const token = await signingTokenFor(t, partner.email!);
  return { partner, envelope, token, requestId: envelope.envelopeId! };
}

const as = (connection: Connection) => ({
  remoteAddress: connection.ip,
  headers: { 'user-agent': connection.userAgent },
});
const mailCode = (token: string, connection: Connection, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sign/${token}/identity-code`,
    ...as(connection),
    ...(payload ? { payload } : {}),
  });
const checkCode = (token: string, connection: Connection, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sign/${token}/identity-code/check`,
    payload: { code },
    ...as(connection),
  });

/** The code in the newest code mail to `email`. */
async function mailedCode(email: string, subject = 'Your code to sign'): Promise<string> {
  const mail = await latestMailTo(t, email, subject);
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[1]!;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signedPdfText = async (requestId: string) => {
  const [request] = await t.db
    .select({ signedPdf: signatureRequests.signedPdf })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: request!.signedPdf! })
    .toString('utf8')
    .replace(/\s+/g, ' ');
};

const TIME_ZONE = 'America/Chicago';

describe('an envelope that asks for a mailed code', () => {
  it('says so on the page, and refuses the signature until the code is confirmed', async () => {
    const { envelope, token } = await sendNew();
    expect(envelope.identityCheck).toBe('email-code');
    const signer = newConnection();
    const view = (await openSigningLink(t, token, signer)).json() as SigningViewDto;
    expect(view).toMatchObject({
      canSign: true,
      identity: { required: true, verified: false, method: null },
    });

    const refused = await signWith(t, token, signer, typedSignature('Dana Ortiz'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: IDENTITY_NEEDED_MESSAGE });
    const [recipient] = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, envelope.envelopeId!));
    expect(recipient).toMatchObject({ status: 'viewed', signedAt: null, identityVerifiedAt: null });
  });

  it('mails the code only to the address the link went to, whatever the page sends', async () => {
    const { partner, token } = await sendNew();
    const stranger = 'someone-else@example.net';
    const sent = await mailCode(token, newConnection(), { email: stranger });
    expect(sent.statusCode, sent.body).toBe(202);
    const [name, domain] = partner.email!.split('@');
    expect(sent.json()).toEqual({ sentTo: `${name![0]}•••@${domain}`, minutes: 10 });

    const mail = await latestMailTo(t, partner.email!, 'Your code to sign');
    expect(mail.text).toMatch(/^\d{6}$/m);
    expect(mail.text).toContain('The code works for 10 minutes, and only once.');
    const toStranger = await t.db.select().from(outbox).where(eq(outbox.to, stranger));
    expect(toStranger).toEqual([]);
  });

  it('mails the code in the signer’s language', async () => {
    const { partner, token } = await sendNew({ identityCheck: 'email-code', signerLanguage: 'es' });
    expect((await mailCode(token, newConnection())).statusCode).toBe(202);
    const mail = await latestMailTo(t, partner.email!, 'Su código para firmar');
    expect(mail.text).toContain('El código sirve durante 10 minutos y una sola vez.');
    expect(await mailedCode(partner.email!, 'Su código')).toMatch(/^\d{6}$/);
  });

  it(`mails at most ${CODE_MAX_MAILS} codes to one signer in a while`, async () => {
    const { partner, token } = await sendNew();
    for (let i = 0; i < CODE_MAX_MAILS; i += 1) {
      expect((await mailCode(token, newConnection())).statusCode).toBe(202);
    }
    const fourth = await mailCode(token, newConnection());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/We already sent several codes to this address/);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, partner.email!), like(outbox.subject, 'Your code%')));
    expect(mails).toHaveLength(CODE_MAX_MAILS);
  });

  it('refuses a wrong code and a malformed one with a message on the field', async () => {
    const { partner, token } = await sendNew();
    const signer = newConnection();
    await mailCode(token, signer);
    const code = await mailedCode(partner.email!);

    const wrong = await checkCode(token, signer, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_CODE_MESSAGE,
      fieldErrors: { code: [WRONG_CODE_MESSAGE] },
    });
    const malformed = await checkCode(token, signer, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.code).toEqual(['Enter the 6-digit code from the email']);
    const view = (await openSigningLink(t, token, signer)).json() as SigningViewDto;
    expect(view).toMatchObject({ identity: { verified: false } });
  });

  it('refuses a code at exactly ten minutes and takes one at 9:59', async () => {
    const { partner, token } = await sendNew();
    const signer = newConnection();
    await mailCode(token, signer);
    const late = await mailedCode(partner.email!);
    t.clock.advance(MAILED_CODE_MS);
    expect((await checkCode(token, signer, late)).statusCode).toBe(400);

    await mailCode(token, signer);
    const inTime = await mailedCode(partner.email!);
    expect(inTime).not.toBe(late);
    t.clock.advance(MAILED_CODE_MS - 1000);
    const accepted = await checkCode(token, signer, inTime);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      canSign: true,
      identity: { required: true, verified: true, method: 'email-code' },
    });
  });

  it('takes the right code once, records it, and the signature and the certificate follow', async () => {
    const { partner, token, requestId } = await sendNew();
    const signer = newConnection();
    await openSigningLink(t, token, signer);
    await mailCode(token, signer);
    const code = await mailedCode(partner.email!);
    t.clock.advance(2 * 60_000);
    const confirmedAt = t.clock.now();

    const confirmed = await checkCode(token, signer, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [recipient] = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, requestId));
    expect(recipient).toMatchObject({
      identityVerifiedAt: confirmedAt,
      identityMethod: 'email-code',
    });
    const events = await t.db
      .select()
      .from(signatureEvents)
      .where(
        and(
          eq(signatureEvents.requestId, requestId),
          eq(signatureEvents.type, 'identity-verified'),
        ),
      );
    expect(events).toEqual([
      expect.objectContaining({
        recipientId: recipient!.id,
        at: confirmedAt,
        ipAddress: signer.ip,
        userAgent: signer.userAgent,
      }),
    ]);
    // Confirmed: no more codes are mailed for this link.
    const more = await mailCode(token, signer);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: IDENTITY_ALREADY_CONFIRMED_MESSAGE });

    t.clock.advance(60_000);
    const signed = await signWith(t, token, signer, typedSignature('Dana Ortiz'));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ canSign: false, status: 'completed' });

    const text = await signedPdfText(requestId);
    expect(text).toContain(
      `Identity check: ${IDENTITY_METHOD_WORDS['email-code']}, confirmed ${formatDateTime(confirmedAt, TIME_ZONE)}`,
    );
    expect(text).toContain(
      `Identity confirmed with a code mailed to the signer: ${formatDateTime(confirmedAt, TIME_ZONE)}`,
    );
  });

  it(`checks at most ${CODE_MAX_ATTEMPTS} codes however many arrive at once; the rest get 429`, async () => {
    const { partner, token } = await sendNew();
    await mailCode(token, newConnection());
    const code = await mailedCode(partner.email!);
    const wrong = otherThan(code);
    // Each from a network of its own: only the limit per signer can stop them.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkCode(
          token,
          { ip: `10.${Math.floor(i / 250)}.${i % 250}.7`, userAgent: 'Guess/1' },
          wrong,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(CODE_MAX_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - CODE_MAX_ATTEMPTS);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many wrong codes\. Please wait/);

    // The right code waits for the window too: guessing cannot go on behind it.
    expect((await checkCode(token, newConnection(), code)).statusCode).toBe(429);
  });
});

describe('an envelope without the check', () => {
  it('signs as before, has no code to send, and the certificate names the email link', async () => {
    const { envelope, token, requestId } = await sendNew({});
    expect(envelope.identityCheck).toBe('none');
    const signer = newConnection();
    const view = (await openSigningLink(t, token, signer)).json() as SigningViewDto;
    expect(view).toMatchObject({ identity: { required: false, verified: false, method: null } });

    const noCode = await mailCode(token, signer);
    expect(noCode.statusCode).toBe(409);
    expect(noCode.json()).toEqual({ message: NO_IDENTITY_CHECK_MESSAGE });

    const signed = await signWith(t, token, signer, typedSignature('Sam Lee'));
    expect(signed.statusCode, signed.body).toBe(200);
    const text = await signedPdfText(requestId);
    expect(text).toContain(`Identity check: ${IDENTITY_METHOD_WORDS.none}`);
    expect(text).not.toContain('confirmed with a code');
  });
});
