import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConnection,
  sendForSignature,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../../../../tests/local-smtp-server.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { signatureRequests } from './esign.table.ts';

/**
 * Once everyone has signed, each signer and each copy address gets the sealed PDF itself, through
 * the outbox and the delivery worker to a real SMTP server; a PDF over MAIL_ATTACHMENT_MAX_MB
 * comes as a fresh link instead (ADR 037). Every such mail says how to check the PDF at /verify.
 */
const hasPdfsig = (() => {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const LINK = /https:\/\/nda\.example\.org\/sign\/([A-Za-z0-9_-]{43})/;

type World = {
  smtp: LocalSmtpServer;
  t: TestApp;
  transport: MailTransport;
  headers: Record<string, string>;
};

function useWorld(env: Record<string, string>): World {
  const world = {} as World;
  beforeAll(async () => {
    world.smtp = await startLocalSmtpServer();
    world.t = await createTestApp({
      SMTP_URL: world.smtp.url,
      PUBLIC_URL: 'https://nda.example.org',
      ...env,
    });
    world.transport = createMailTransport(world.t.config.mail);
    ({ headers: world.headers } = await signInAsNewAdmin(world.t));
  });
  afterAll(async () => {
    world.transport?.close();
    await world.t?.close();
    await world.smtp?.close();
  });
  return world;
}

/** Sends an NDA to a partner and a countersigner at once, both sign; returns the mail after. */
async function signByBoth(world: World, stamp: string) {
  const { t, headers, smtp, transport } = world;
  const countersigner = (await signInAsNewAdmin(t, { roles: ['partnerships'] })).user;
  const partnerEmail = `dana.${stamp}@bayou.example.org`;
  const partner = await createPartner(t.db, { email: partnerEmail });
  const document = await createDocument(t.db, { partnerId: partner.id, title: `NDA ${stamp}` });
  await deliverToSmtp(t, smtp, transport);
  const sent = await sendForSignature(t, headers, document.id, {
    countersignerId: countersigner.id,
    signingOrder: 'parallel',
    ccEmails: [`records.${stamp}@bayou.example.org`],
  });
  expect(sent.statusCode).toBe(201);
  const invitations = await deliverToSmtp(t, smtp, transport);
  const tokens = new Map(invitations.map((mail) => [mail.to[0]!, LINK.exec(mail.text)![1]!]));
  // The partner signs first, so the countersigner's signature completes it.
  for (const email of [partnerEmail, countersigner.email]) {
    const signed = await signWith(t, tokens.get(email)!, newConnection(), typedSignature('Signer'));
    expect(signed.statusCode).toBe(200);
  }
  const after = await deliverToSmtp(t, smtp, transport);
  const [request] = await t.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, document.id));
  return {
    byAddress: new Map(after.map((mail) => [mail.to[0]!, mail])),
    partnerEmail,
    countersignerEmail: countersigner.email,
    copyEmail: `records.${stamp}@bayou.example.org`,
    signedPdf: Buffer.from(request!.signedPdf!),
    tokens,
  };
}

describe('the signed copy, attached', () => {
  const world = useWorld({});

  it('reaches each signer and the copy address as the sealed PDF, with how to check it', async () => {
    const { byAddress, partnerEmail, countersignerEmail, copyEmail, signedPdf } = await signByBoth(
      world,
      'attached',
    );
    for (const address of [partnerEmail, countersignerEmail, copyEmail]) {
      const mail = byAddress.get(address)!;
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file!.contentType).toBe('application/pdf');
      expect(file!.filename).toMatch(/\.pdf$/);
      expect(Buffer.from(file!.base64, 'base64').equals(signedPdf)).toBe(true);
      expect(mail.text).toContain('is attached to this message');
      expect(mail.text).toContain('https://nda.example.org/verify');
      expect(mail.text).not.toMatch(LINK);
    }
    expect(byAddress.get(partnerEmail)!.subject).toMatch(/^Signed by everyone/);
  });

  it.skipIf(skipBecause(!hasPdfsig, 'pdfsig is missing: apt-get install poppler-utils'))(
    'carries a seal that pdfsig accepts',
    async () => {
      const { byAddress, partnerEmail } = await signByBoth(world, 'pdfsig');
      const dir = mkdtempSync(join(tmpdir(), 'signed-copy-'));
      try {
        const file = join(dir, 'attached.pdf');
        writeFileSync(
          file,
          Buffer.from(byAddress.get(partnerEmail)!.attachments[0]!.base64, 'base64'),
        );
        expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain(
          'Signature is Valid',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the signed copy, over MAIL_ATTACHMENT_MAX_MB', () => {
  const world = useWorld({ MAIL_ATTACHMENT_MAX_MB: '0' });

  const linkIn = (mail: ReceivedMail) => LINK.exec(mail.text)?.[1];

  it('comes as a fresh link for every signer that opens the sealed PDF for 30 days', async () => {
    const { byAddress, partnerEmail, countersignerEmail, copyEmail, signedPdf, tokens } =
      await signByBoth(world, 'linked');
    for (const address of [partnerEmail, countersignerEmail, copyEmail]) {
      const mail = byAddress.get(address)!;
      expect(mail.attachments).toEqual([]);
      expect(mail.text).toContain('too large to attach');
      expect(mail.text).toContain('within 30 days');
      expect(mail.text).toContain('https://nda.example.org/verify');
      const download = await world.t.app.inject({
        method: 'GET',
        url: `/api/sign/${linkIn(mail)}/download`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(signedPdf)).toBe(true);
    }
    // The partner, who signed first, got a new link; the one they signed with is replaced.
    expect(linkIn(byAddress.get(partnerEmail)!)).not.toBe(tokens.get(partnerEmail));
    const old = await world.t.app.inject({
      method: 'GET',
      url: `/api/sign/${tokens.get(partnerEmail)}/download`,
    });
    expect(old.statusCode).toBe(404);
    // The last signer's link is the one they signed with (their open page keeps working).
    expect(linkIn(byAddress.get(countersignerEmail)!)).toBe(tokens.get(countersignerEmail));
  });
});
