import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  declineWith,
  latestMailTo,
  newConnection,
  openSigningLink,
  signingTokenFor,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../tests/esign-test-helpers.ts';
import {
  DAY_MS,
  recipientStatuses,
  useMultiSignerWorld,
} from '../../../../tests/multi-signer-fixture.ts';
import { NOT_YOUR_TURN_MESSAGE } from '../../../domain/esign/recipients.ts';
import type { PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import { outboxAttachments } from '../mail/mail.table.ts';
import { signatureRecipients } from './esign.table.ts';
import { sendDueReminders } from './reminders.ts';
import { hashSigningToken } from './signing-token.ts';

/**
 * An envelope whose signers sign in turn (ADR 020): the partner's signer, then a
 * countersigner from staff, then the CC recipients' copy; out of turn, declined, reminded.
 */
const {
  world,
  atDay,
  sendNew,
  newCcAddress,
  mailsTo,
  invitationsTo,
  getDocument,
  statusOf,
  freshHeaders,
} = useMultiSignerWorld();

describe('signers in order, with a copy', () => {
  it('sends to the partner first, the countersigner after, and the copy once both signed', async () => {
    const { t, admin, countersigner, start } = world;
    const cc = newCcAddress('legal');
    const { partner, document, envelope } = await sendNew({ ccEmails: [cc] });
    expect(envelope.signingOrder).toBe('sequential');
    expect(recipientStatuses(envelope)).toEqual([
      `signer ${partner.email}: sent`,
      `signer ${countersigner.email}: waiting`,
      `cc ${cc}: waiting`,
    ]);
    expect(envelope.recipients.map((recipient) => recipient.routingOrder)).toEqual([1, 2, 3]);
    // Only the partner has a link; the countersigner's is made when their turn comes.
    expect(await invitationsTo(countersigner.email)).toEqual([]);
    expect(await mailsTo(cc)).toEqual([]);

    atDay(1);
    const partnerToken = await signingTokenFor(t, partner.email!);
    const partnerConnection = newConnection();
    await openSigningLink(t, partnerToken, partnerConnection);
    const first = await signWith(t, partnerToken, partnerConnection, typedSignature('Dana Ortiz'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      canSign: false,
      status: 'delivered',
      reasonCode: 'awaiting-others',
      canDownload: false,
    });
    expect((await getDocument(document.id)).status).toBe('pending');
    const download = await t.app.inject({ url: `/api/sign/${partnerToken}/download` });
    expect(download.statusCode).toBe(409);

    // Now it is the countersigner's turn: their own link, naming who signed already.
    const invitation = await latestMailTo(t, countersigner.email, 'Please sign');
    expect(invitation.text).toContain(`Hello ${countersigner.name},`);
    expect(invitation.text).toContain('Dana Ortiz signed it already; now it is your turn.');
    expect(recipientStatuses(await statusOf(document.id))).toEqual([
      `signer ${partner.email}: signed`,
      `signer ${countersigner.email}: sent`,
      `cc ${cc}: waiting`,
    ]);

    atDay(2);
    const counterToken = await signingTokenFor(t, countersigner.email);
    const counterConnection = newConnection();
    const second = await signWith(
      t,
      counterToken,
      counterConnection,
      typedSignature('Grace Hopper', 'Director'),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'completed', reasonCode: 'signed' });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'completed',
      signerEmail: partner.email,
    });

    // The CC recipient's copy arrives with the sealed PDF attached (ADR 037).
    const copy = await latestMailTo(t, cc, 'Signed copy');
    expect(copy.text).toContain('It was signed by Dana Ortiz, Grace Hopper');
    const [attached] = await t.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, copy.id));
    expect(attached?.contentType).toBe('application/pdf');
    const pdf = Buffer.from(attached!.content);
    const admins = await t.app.inject({
      url: `/api/docusign/download/${document.id}`,
      headers: await freshHeaders(),
    });
    expect(Buffer.compare(pdf, admins.rawPayload)).toBe(0);

    // Each signer is told, with the sealed PDF attached (ADR 037) rather than a link.
    const partnerCopy = await latestMailTo(t, partner.email!, 'Signed by everyone');
    expect(partnerCopy.text).toContain('is attached to this message');
    expect(partnerCopy.text).not.toMatch(/\/sign\//);
    const counterCopy = await latestMailTo(t, countersigner.email, 'Signed by everyone');
    expect(counterCopy.text).toContain('is attached to this message');
    expect(counterCopy.text).not.toContain(counterToken);
    const notice = await latestMailTo(t, admin.email, 'Signed:');
    expect(notice.text).toContain('Everyone has signed');
    const partnerDownload = await t.app.inject({ url: `/api/sign/${partnerToken}/download` });
    expect(partnerDownload.statusCode).toBe(200);

    // One block and one certificate part per signer, each with their own connection.
    const dir = mkdtempSync(join(tmpdir(), 'multi-signer-'));
    writeFileSync(join(dir, 'signed.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'signed.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(`For ${partner.companyName}`);
    expect(text).toContain('For NovaLearn');
    expect(text).toContain('Signer 1 of 2');
    expect(text).toContain('Signer 2 of 2');
    expect(text).toContain(partnerConnection.ip);
    expect(text).toContain(counterConnection.ip);
    expect(execFileSync('pdfsig', [join(dir, 'signed.pdf')], { encoding: 'utf8' })).toContain(
      'Signature is Valid',
    );

    const verified = await verifyUpload(t, {}, pdf, 'signed.pdf', {
      url: '/api/verify-signed-agreement',
    });
    const result = verified.json() as PublicPdfVerificationDto;
    expect(result).toMatchObject({ matches: true });
    if (!result.matches) throw new Error('unreachable');
    expect(result.signers.map((signer) => signer.name)).toEqual(['Dana Ortiz', 'Grace Hopper']);
    expect(result.signers.map((signer) => signer.signedAt)).toEqual([
      new Date(start.getTime() + DAY_MS).toISOString(),
      new Date(start.getTime() + 2 * DAY_MS).toISOString(),
    ]);
  });

  it('refuses signer 2 before signer 1 has signed, on the server', async () => {
    const { t, countersigner, start } = world;
    const { partner, envelope } = await sendNew();
    // Even a link made early (here written straight into the table) cannot sign out of turn.
    const early = 'early-link-for-the-countersigner-000000000000';
    await t.db
      .update(signatureRecipients)
      .set({
        tokenHash: hashSigningToken(early),
        status: 'sent',
        expiresAt: new Date(start.getTime() + 30 * DAY_MS),
      })
      .where(
        and(
          eq(signatureRecipients.requestId, envelope.envelopeId!),
          eq(signatureRecipients.email, countersigner.email),
        ),
      );
    const refused = await signWith(t, early, newConnection(), typedSignature('Grace Hopper'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_YOUR_TURN_MESSAGE);
    const declineRefused = await declineWith(t, early, newConnection(), 'Not yet');
    expect(declineRefused.statusCode).toBe(409);

    // Signer 1 still signs, and nothing of signer 2's was recorded.
    const token = await signingTokenFor(t, partner.email!);
    expect((await signWith(t, token, newConnection(), typedSignature('Dana'))).statusCode).toBe(
      200,
    );
    const [second] = await t.db
      .select()
      .from(signatureRecipients)
      .where(
        and(
          eq(signatureRecipients.requestId, envelope.envelopeId!),
          eq(signatureRecipients.email, countersigner.email),
        ),
      );
    expect(second).toMatchObject({ signedAt: null, signatureName: null });
  });

  it('stops everything when signer 2 declines, and tells the sender and signer 1', async () => {
    const { t, admin, countersigner } = world;
    const cc = newCcAddress('legal-decline');
    const { partner, document } = await sendNew({ ccEmails: [cc] });
    const partnerToken = await signingTokenFor(t, partner.email!);
    await signWith(t, partnerToken, newConnection(), typedSignature('Dana Ortiz'));
    const counterToken = await signingTokenFor(t, countersigner.email);

    atDay(1);
    const declined = await declineWith(t, counterToken, newConnection(), 'Clause 4 is too broad');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', reasonCode: 'declined' });

    const envelope = await statusOf(document.id);
    expect(envelope).toMatchObject({ status: 'declined', declineReason: 'Clause 4 is too broad' });
    expect(recipientStatuses(envelope)).toEqual([
      `signer ${partner.email}: signed`,
      `signer ${countersigner.email}: declined`,
      `cc ${cc}: waiting`,
    ]);
    expect((await getDocument(document.id)).status).toBe('sent');
    const stopped = await latestMailTo(t, partner.email!, 'Stopped');
    expect(stopped.text).toContain(`${countersigner.name} declined to sign the agreement`);
    const notice = await latestMailTo(t, admin.email, 'Declined:');
    expect(notice.text).toContain('Their reason: Clause 4 is too broad');
    expect(await mailsTo(cc)).toEqual([]);

    // Every link is closed now: signer 1's says declined, and signing again is refused.
    const view = await openSigningLink(t, partnerToken, newConnection());
    expect(view.json()).toMatchObject({ canSign: false, reasonCode: 'declined' });
    const again = await signWith(t, counterToken, newConnection(), typedSignature('Grace'));
    expect(again.statusCode).toBe(409);
  });

  it('reminds each signer on their own rhythm, from the day their turn came', async () => {
    const { t, countersigner, start } = world;
    const { partner, envelope } = await sendNew();
    const remindersTo = async (to: string) =>
      (await mailsTo(to)).filter((mail) => mail.subject.startsWith('Reminder:'));
    const pass = () => sendDueReminders({ db: t.db, config: t.config, now: t.clock.now() });

    atDay(3);
    await pass();
    expect(await remindersTo(partner.email!)).toHaveLength(1);
    expect(await remindersTo(countersigner.email)).toHaveLength(0);

    const token = await signingTokenFor(t, partner.email!, 'Please sign');
    atDay(4);
    await signWith(t, token, newConnection(), typedSignature('Dana'));
    atDay(6);
    await pass();
    // Signer 1 signed: no more reminders. Signer 2's link is two days old: none yet.
    expect(await remindersTo(partner.email!)).toHaveLength(1);
    expect(await remindersTo(countersigner.email)).toHaveLength(0);
    atDay(7);
    await pass();
    const reminders = await remindersTo(countersigner.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`Hello ${countersigner.name},`);

    const rows = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, envelope.envelopeId!));
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail[partner.email!]).toMatchObject({ remindersSent: 1, nextReminderAt: null });
    expect(byEmail[countersigner.email]).toMatchObject({
      remindersSent: 1,
      nextReminderAt: new Date(start.getTime() + 10 * DAY_MS),
    });
  });
});
