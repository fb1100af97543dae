import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNetwork, protectedLinksKit } from '../../../../tests/protected-links-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { ActivityDto, CommentDto } from '../../../domain/collaboration/dtos.ts';
import {
  EMAIL_NEEDED_MESSAGE,
  NOT_ON_ALLOW_LIST_MESSAGE,
  PASSCODE_NEEDED_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
  type LinkGateDto,
  type VisitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import { INVALID_SHARE_LINK_MESSAGE } from '../../../domain/sharing/schemas.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { collaborationActivity } from '../collaboration/public.ts';
import { oneTimeCodes } from '../one-time-codes/one-time-codes.table.ts';
import { NO_PASSCODE_MESSAGE } from './check-link-passcode.ts';
import { NO_EMAIL_CHECK_MESSAGE } from './mail-link-code.ts';
import { shareLinks, shareVisitorPasses } from './sharing.table.ts';

/**
 * Share links that ask something of their visitors (ADR 049): a passcode, an address proved by a
 * mailed code, an allow-list. Everything through the real routes; codes read from the outbox.
 */
let t: TestApp;
let staff: Record<string, string>;
let kit: ReturnType<typeof protectedLinksKit>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers: staff } = await signInAsNewAdmin(t));
  kit = protectedLinksKit(t, () => staff);
});
afterAll(() => t.close());

const PASSCODE = 'river-stone-42';

async function passOf(token: string) {
  const [pass] = await t.db
    .select()
    .from(shareVisitorPasses)
    .where(eq(shareVisitorPasses.tokenHash, hashSessionToken(token)));
  return pass!;
}

const viewRows = (documentId: string) =>
  t.db
    .select()
    .from(collaborationActivity)
    .where(
      and(
        eq(collaborationActivity.documentId, documentId),
        eq(collaborationActivity.activityType, 'viewed'),
      ),
    );

describe('a link with a passcode', () => {
  it('keeps only an argon2 hash and tells staff it has one', async () => {
    const { link } = await kit.newLink({ passcode: `  ${PASSCODE} `, name: 'Board review' });
    expect(link).toMatchObject({
      name: 'Board review',
      hasPasscode: true,
      verifyEmail: false,
      allowList: [],
      allowDownload: true,
      notifyOnFirstView: true,
    });
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSCODE);
  });

  it('refuses the view without a pass, a wrong passcode, then lets the right one in', async () => {
    const { document, link } = await kit.newLink({ passcode: PASSCODE });
    const ip = newNetwork();
    expect((await kit.gate(link.shareToken)).json()).toEqual({
      linkName: null,
      needsPasscode: true,
      needsEmail: false,
      verifiedEmail: null,
      allowDownload: true,
      verifiedVisitHours: 24,
    } satisfies LinkGateDto);

    const refused = await kit.view(link.shareToken, { ip });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PASSCODE_NEEDED_MESSAGE);
    expect(await viewRows(document.id)).toEqual([]);

    const wrong = await kit.sendPasscode(link.shareToken, 'river-stone-43', { ip });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_PASSCODE_MESSAGE,
      fieldErrors: { passcode: [WRONG_PASSCODE_MESSAGE] },
    });

    // Spaces around a pasted passcode do not matter, as they did not when it was made.
    const right = await kit.sendPasscode(link.shareToken, ` ${PASSCODE}`, { ip });
    expect(right.statusCode, right.body).toBe(200);
    const granted = right.json() as VisitorPassDto;
    expect(granted.gate).toMatchObject({ needsPasscode: false, needsEmail: false });
    expect(granted.expiresAt).toBe(
      new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    expect((await kit.gate(link.shareToken, { pass: granted.visitorPass })).json()).toMatchObject({
      needsPasscode: false,
    });

    // A pass that is not this link's, or made up, opens nothing.
    expect((await kit.view(link.shareToken, { pass: 'made-up-pass' })).statusCode).toBe(403);

    const shown = await kit.viewOk(link.shareToken, { ip, pass: granted.visitorPass });
    expect(shown.visitorPass).toBeNull();
    expect(shown.visitor).toEqual({ email: null });
    const pass = await passOf(granted.visitorPass);
    expect(pass.passcodeAcceptedAt).toEqual(t.clock.now());
    const views = await viewRows(document.id);
    expect(views.map((row) => [row.visitorPassId, row.visitorEmail])).toEqual([[pass.id, null]]);
  });

  it('takes back the try of a right passcode, so it does not count toward the limit', async () => {
    const { link } = await kit.newLink({ passcode: PASSCODE });
    const ip = newNetwork();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await kit.sendPasscode(link.shareToken, 'wrong-passcode', { ip })).statusCode).toBe(
        400,
      );
    }
    expect((await kit.sendPasscode(link.shareToken, PASSCODE, { ip })).statusCode).toBe(200);
    // The fifth counted try is still checked; the sixth is refused unchecked.
    expect((await kit.sendPasscode(link.shareToken, 'wrong-passcode', { ip })).statusCode).toBe(
      400,
    );
    const refused = await kit.sendPasscode(link.shareToken, PASSCODE, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many wrong codes\. Please wait \d+ minutes?/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 409 for a link without a passcode and the one 404 for a link that does not work', async () => {
    const { link } = await kit.newLink();
    const noPasscode = await kit.sendPasscode(link.shareToken, PASSCODE);
    expect(noPasscode.statusCode).toBe(409);
    expect(noPasscode.json().message).toBe(NO_PASSCODE_MESSAGE);
    for (const response of [
      await kit.sendPasscode('no-such-token', PASSCODE),
      await kit.gate('no-such-token'),
      await kit.heartbeat('no-such-token'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(INVALID_SHARE_LINK_MESSAGE);
    }
  });

  it("guards the link's comments, activity and edits, and lets a signed-in admin's preview through", async () => {
    const { document, link } = await kit.newLink({ passcode: PASSCODE, accessLevel: 'edit' });
    const comments = `/api/documents/${document.id}/comments?shareToken=${link.shareToken}`;
    const activity = `/api/documents/${document.id}/activity?shareToken=${link.shareToken}`;
    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/shared/${link.shareToken}/content`,
        headers,
        payload: { content: 'New text.', authorName: 'Kim' },
      });
    for (const response of [
      await t.app.inject({ url: comments }),
      await t.app.inject({ url: activity }),
      await edit({}),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PASSCODE_NEEDED_MESSAGE);
    }

    const { visitorPass } = (
      await kit.sendPasscode(link.shareToken, PASSCODE, { ip: newNetwork() })
    ).json() as VisitorPassDto;
    const withPass = { 'x-visitor-pass': visitorPass };
    expect((await t.app.inject({ url: comments, headers: withPass })).statusCode).toBe(200);
    expect((await t.app.inject({ url: activity, headers: withPass })).statusCode).toBe(200);
    const edited = await edit(withPass);
    expect(edited.statusCode, edited.body).toBe(200);
    const [editRow] = await t.db
      .select()
      .from(collaborationActivity)
      .where(
        and(
          eq(collaborationActivity.documentId, document.id),
          eq(collaborationActivity.activityType, 'edited'),
        ),
      );
    expect(editRow!.visitorPassId).toBe((await passOf(visitorPass)).id);

    // Staff checking the link see it without the passcode, and nothing is counted.
    const preview = await kit.viewOk(link.shareToken, { headers: staff });
    expect(preview).toMatchObject({ isStaffPreview: true, visitorPass: null });
    expect((await t.app.inject({ url: comments, headers: staff })).statusCode).toBe(200);
    expect(await viewRows(document.id)).toEqual([]);
  });
});

describe('a link that asks for a proved address', () => {
  it('mails a code, refuses a wrong one, and names the address on the view and in staff activity', async () => {
    const { document, link } = await kit.newLink(
      { verifyEmail: true, name: 'Clinic review', accessLevel: 'comment' },
      'Clinic data NDA',
    );
    const ip = newNetwork();
    const refused = await kit.view(link.shareToken, { ip });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_NEEDED_MESSAGE);

    const email = 'Ana.Lopez@Clinic.example';
    const asked = await kit.askCode(link.shareToken, email, { ip });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ sentTo: email, expiresInMinutes: 10 });
    const { mail, code } = await kit.latestCodeMail(email);
    expect(mail.subject).toBe('Your code to open "Clinic data NDA"');
    expect(mail.text).toContain(
      '"Clinic data NDA" that NovaLearn Institute Group shared with you:',
    );
    expect(mail.text).toContain('It works for 10 minutes, and only once.');
    expect(mail.text).toContain('If you did not ask for it, you can ignore this mail.');
    expect(mail.status).toBe('logged');

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await kit.checkCode(link.shareToken, email, wrongCode, { ip });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_CODE_MESSAGE,
      fieldErrors: { code: [WRONG_CODE_MESSAGE] },
    });
    // The code was mailed for this address: another address cannot use it.
    const otherAddress = await kit.checkCode(link.shareToken, 'eve@clinic.example', code, { ip });
    expect(otherAddress.statusCode).toBe(400);

    const right = await kit.checkCode(link.shareToken, email, code, { ip });
    expect(right.statusCode, right.body).toBe(200);
    const granted = right.json() as VisitorPassDto;
    expect(granted.gate).toMatchObject({
      linkName: 'Clinic review',
      needsEmail: false,
      verifiedEmail: 'ana.lopez@clinic.example',
    });

    const shown = await kit.viewOk(link.shareToken, { ip, pass: granted.visitorPass });
    expect(shown.visitor).toEqual({ email: 'ana.lopez@clinic.example' });
    expect(shown.shareLink).toMatchObject({ name: 'Clinic review', allowDownload: true });
    const views = await viewRows(document.id);
    expect(views.map((row) => row.visitorEmail)).toEqual(['ana.lopez@clinic.example']);

    // A comment carries the proved address, whatever address is typed with it.
    t.clock.advance(1000);
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/comments`,
      headers: { 'x-visitor-pass': granted.visitorPass },
      payload: {
        shareToken: link.shareToken,
        content: 'Clause 2 is fine.',
        authorName: 'Ana',
        authorEmail: 'someone.else@example.org',
      },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const staffComments = (
      await t.app.inject({ url: `/api/documents/${document.id}/comments`, headers: staff })
    ).json() as CommentDto[];
    expect(staffComments.map((comment) => comment.authorEmail)).toEqual([
      'ana.lopez@clinic.example',
    ]);

    // Staff read who looked; the link holder's own feed never shows an address.
    const staffFeed = (
      await t.app.inject({ url: `/api/documents/${document.id}/activity`, headers: staff })
    ).json() as ActivityDto[];
    expect(
      staffFeed
        .filter((entry) => entry.action !== 'shared')
        .map((entry) => [entry.action, entry.visitorEmail]),
    ).toEqual([
      ['commented', 'ana.lopez@clinic.example'],
      ['viewed', 'ana.lopez@clinic.example'],
    ]);
    const holderFeed = await t.app.inject({
      url: `/api/documents/${document.id}/activity?shareToken=${link.shareToken}`,
      headers: { 'x-visitor-pass': granted.visitorPass },
    });
    expect(holderFeed.statusCode).toBe(200);
    expect((holderFeed.json() as ActivityDto[]).map((entry) => entry.visitorEmail)).toEqual([
      null,
      null,
    ]);
    expect(holderFeed.body).not.toContain('clinic.example');
  });

  it('mails the code in Spanish when the page asks for it', async () => {
    const { link } = await kit.newLink({ verifyEmail: true }, 'Estudio de terapia');
    const email = 'lramirez@clinica.example';
    const asked = await kit.askCode(link.shareToken, email, { language: 'es', ip: newNetwork() });
    expect(asked.statusCode).toBe(202);
    const { mail, code } = await kit.latestCodeMail(email);
    expect(mail.subject).toBe('Su código para abrir "Estudio de terapia"');
    expect(mail.text).toContain('Funciona durante 10 minutos y una sola vez.');
    expect(mail.text).toContain('Si usted no lo pidió, puede ignorar este correo electrónico.');
    expect(mail.text.split('\n')).toContain(code);
  });

  it('answers 409 when the link does not ask for an address', async () => {
    const { link } = await kit.newLink({ passcode: PASSCODE });
    for (const response of [
      await kit.askCode(link.shareToken, 'ana@clinic.example'),
      await kit.checkCode(link.shareToken, 'ana@clinic.example', '123456'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(NO_EMAIL_CHECK_MESSAGE);
    }
  });

  it('asks for the passcode and the address when the link has both', async () => {
    const { link } = await kit.newLink({ passcode: PASSCODE, verifyEmail: true });
    const ip = newNetwork();
    const pass = await kit.proveEmail(link.shareToken, 'kim@partner.example.org', { ip });
    const stillRefused = await kit.view(link.shareToken, { ip, pass });
    expect(stillRefused.statusCode).toBe(403);
    expect(stillRefused.json().message).toBe(PASSCODE_NEEDED_MESSAGE);
    const both = await kit.sendPasscode(link.shareToken, PASSCODE, { ip, pass });
    // The same pass now records both: the device keeps the token it had.
    expect((both.json() as VisitorPassDto).visitorPass).toBe(pass);
    const shown = await kit.viewOk(link.shareToken, { ip, pass });
    expect(shown.visitor.email).toBe('kim@partner.example.org');
  });
});

describe("a link's allow-list", () => {
  it('refuses other addresses before any code is made, and lets a listed domain in', async () => {
    const { link } = await kit.newLink({
      allowList: ['Ana@Clinic.example', 'partner.example.org'],
    });
    // A list turns on the address check.
    expect(link).toMatchObject({
      verifyEmail: true,
      allowList: ['ana@clinic.example', '@partner.example.org'],
    });
    const ip = newNetwork();
    for (const outsider of [
      'eve@elsewhere.example',
      'bob@clinic.example',
      'x@sub.partner.example.org',
    ]) {
      const refused = await kit.askCode(link.shareToken, outsider, { ip });
      expect(refused.statusCode, outsider).toBe(403);
      expect(refused.json().message).toBe(NOT_ON_ALLOW_LIST_MESSAGE);
    }
    const [codes] = await t.db
      .select({ made: count() })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subjectId, link.id));
    expect(codes!.made).toBe(0);
    // The check asks the list again.
    const checked = await kit.checkCode(link.shareToken, 'eve@elsewhere.example', '123456', { ip });
    expect(checked.statusCode).toBe(403);

    const pass = await kit.proveEmail(link.shareToken, 'dana@partner.example.org', { ip });
    expect((await kit.viewOk(link.shareToken, { pass })).visitor.email).toBe(
      'dana@partner.example.org',
    );
    const listed = await kit.proveEmail(link.shareToken, 'ana@clinic.example', { ip });
    expect((await kit.viewOk(link.shareToken, { pass: listed })).visitor.email).toBe(
      'ana@clinic.example',
    );
  });
});
