import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNetwork, protectedLinksKit } from '../../../../tests/protected-links-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  EMAIL_NEEDED_MESSAGE,
  HEARTBEAT_GAP_SECONDS,
  HEARTBEAT_SECONDS,
  type LinkVisitorDto,
} from '../../../domain/sharing/link-protection.ts';
import { outbox } from '../mail/mail.table.ts';
import { shareLinkReaders } from './sharing.table.ts';

/**
 * Who read a link and for how long (ADR 049): a pass per device, heartbeats that add bounded
 * time, the staff list of visitors, and the owner's mail on each verified visitor's first view.
 */
let t: TestApp;
let staff: Record<string, string>;
let ownerEmail: string;
let kit: ReturnType<typeof protectedLinksKit>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  staff = admin.headers;
  ownerEmail = admin.user.email;
  kit = protectedLinksKit(t, () => staff);
});
afterAll(() => t.close());

const SECOND = 1000;

async function visitors(linkId: string): Promise<LinkVisitorDto[]> {
  const response = await t.app.inject({
    url: `/api/share-links/${linkId}/visitors`,
    headers: staff,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LinkVisitorDto[];
}

const mailsTo = (to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.relatedEntity, 'share_link')))
    .orderBy(asc(outbox.createdAt));

describe('heartbeats', () => {
  it(`add the time between beats, at most ${HEARTBEAT_SECONDS} s each, and nothing after a gap`, async () => {
    const { link } = await kit.newLink();
    const { visitorPass } = await kit.viewOk(link.shareToken);
    expect(visitorPass).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const beat = async (afterSeconds: number) => {
      t.clock.advance(afterSeconds * SECOND);
      const response = await kit.heartbeat(link.shareToken, { pass: visitorPass! });
      expect(response.statusCode, response.body).toBe(204);
      return (await visitors(link.id))[0]!.secondsOnDocument;
    };
    expect(await beat(0)).toBe(0); // the first beat starts the clock
    expect(await beat(10)).toBe(10);
    expect(await beat(40)).toBe(10 + HEARTBEAT_SECONDS); // a late beat adds no more than one beat
    expect(await beat(HEARTBEAT_GAP_SECONDS + 1)).toBe(25); // the page was hidden: nothing
    expect(await beat(HEARTBEAT_SECONDS)).toBe(40);
    expect(await beat(0)).toBe(40); // a second tab at the same moment adds nothing

    // Without a pass an open link still answers, but there is no one to add time to.
    expect((await kit.heartbeat(link.shareToken)).statusCode).toBe(204);
    expect((await visitors(link.id)).map((visitor) => visitor.secondsOnDocument)).toEqual([40]);
  });

  it("need the link's gate passed", async () => {
    const { link } = await kit.newLink({ verifyEmail: true });
    const refused = await kit.heartbeat(link.shareToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_NEEDED_MESSAGE);
    const pass = await kit.proveEmail(link.shareToken, 'beat@partner.example.org', {
      ip: newNetwork(),
    });
    expect((await kit.heartbeat(link.shareToken, { pass })).statusCode).toBe(204);
  });
});

describe('GET /api/share-links/:id/visitors', () => {
  it('lists each pass, the last seen first, with views, time and downloads', async () => {
    const { link } = await kit.newLink({ verifyEmail: true, accessLevel: 'view' });
    const startedAt = t.clock.now();
    const ana = await kit.proveEmail(link.shareToken, 'ana@clinic.example', { ip: newNetwork() });
    await kit.viewOk(link.shareToken, { pass: ana });
    t.clock.advance(60 * SECOND);
    await kit.viewOk(link.shareToken, { pass: ana });
    const anaFirst = new Date(startedAt.getTime() + 1).toISOString();
    const anaLast = t.clock.now().toISOString();
    await kit.heartbeat(link.shareToken, { pass: ana });
    t.clock.advance(12 * SECOND);
    await kit.heartbeat(link.shareToken, { pass: ana });
    const download = await t.app.inject({
      url: `/api/shared/${link.shareToken}/download`,
      headers: { 'x-visitor-pass': ana },
    });
    expect(download.statusCode, download.body).toBe(200);

    t.clock.advance(60 * SECOND);
    const ben = await kit.proveEmail(link.shareToken, 'ben@clinic.example', { ip: newNetwork() });
    await kit.viewOk(link.shareToken, { pass: ben });
    const benAt = t.clock.now().toISOString();
    // A device that proved its address but never opened the document.
    await kit.proveEmail(link.shareToken, 'cal@clinic.example', { ip: newNetwork() });

    expect(await visitors(link.id)).toEqual([
      {
        email: 'ben@clinic.example',
        firstViewedAt: benAt,
        lastViewedAt: benAt,
        visits: 1,
        secondsOnDocument: 0,
        downloads: 0,
      },
      {
        email: 'ana@clinic.example',
        firstViewedAt: anaFirst,
        lastViewedAt: anaLast,
        visits: 2,
        secondsOnDocument: 12,
        downloads: 1,
      },
      {
        email: 'cal@clinic.example',
        firstViewedAt: null,
        lastViewedAt: null,
        visits: 0,
        secondsOnDocument: 0,
        downloads: 0,
      },
    ] satisfies LinkVisitorDto[]);
  });

  it('names no one on an open link, and gives each device without a pass its own row', async () => {
    const { link } = await kit.newLink();
    const first = await kit.viewOk(link.shareToken);
    await kit.viewOk(link.shareToken, { pass: first.visitorPass });
    t.clock.advance(SECOND);
    await kit.viewOk(link.shareToken);
    const rows = await visitors(link.id);
    expect(rows.map(({ email, visits }) => [email, visits])).toEqual([
      [null, 1],
      [null, 2],
    ]);
  });

  it('answers 404 for an unknown link', async () => {
    const response = await t.app.inject({
      url: '/api/share-links/00000000-0000-4000-8000-000000000000/visitors',
      headers: staff,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the owner's mail on a verified visitor's first view", () => {
  beforeAll(async () => {
    // A day the mail's words can be checked against; the sessions before it have ended by then.
    t.clock.set(new Date('2026-02-03T15:30:00Z'));
    const admin = await signInAsNewAdmin(t);
    staff = admin.headers;
    ownerEmail = admin.user.email;
  });

  it('goes once for two views at the same moment, and again for another address', async () => {
    const { document, link } = await kit.newLink(
      { verifyEmail: true, name: 'Clinic reviewers' },
      'Clinic data NDA',
    );
    const before = (await mailsTo(ownerEmail)).length;
    const pass = await kit.proveEmail(link.shareToken, 'ana@clinic.example', { ip: newNetwork() });
    const together = await Promise.all([
      kit.view(link.shareToken, { pass }),
      kit.view(link.shareToken, { pass }),
    ]);
    expect(together.map((response) => response.statusCode)).toEqual([200, 200]);
    await kit.viewOk(link.shareToken, { pass });

    const mails = (await mailsTo(ownerEmail)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ana@clinic.example opened "Clinic data NDA"');
    expect(mails[0]!.text).toBe(
      [
        'ana@clinic.example opened "Clinic data NDA" for the first time, through the link ' +
          '"Clinic reviewers", on Feb 3, 2026 at 9:30 AM CST.',
        '',
        'They proved this address with a code mailed to it.',
        '',
        `See the document, its visitors and their time on it: ${t.config.publicUrl}/admin/documents/${document.id}`,
        '',
        'You get this mail once for each address that opens this link.',
      ].join('\n'),
    );
    const readers = await t.db
      .select()
      .from(shareLinkReaders)
      .where(eq(shareLinkReaders.shareLinkId, link.id));
    expect(readers.map((reader) => reader.email)).toEqual(['ana@clinic.example']);

    const ben = await kit.proveEmail(link.shareToken, 'ben@clinic.example', { ip: newNetwork() });
    await kit.viewOk(link.shareToken, { pass: ben });
    expect((await mailsTo(ownerEmail)).slice(before).map((mail) => mail.subject)).toEqual([
      'ana@clinic.example opened "Clinic data NDA"',
      'ben@clinic.example opened "Clinic data NDA"',
    ]);
  });

  it('names an unnamed link by the day it was made, and is not sent when the link says so', async () => {
    const { link } = await kit.newLink({ verifyEmail: true }, 'Unnamed link NDA');
    const before = (await mailsTo(ownerEmail)).length;
    const pass = await kit.proveEmail(link.shareToken, 'dana@clinic.example', { ip: newNetwork() });
    await kit.viewOk(link.shareToken, { pass });
    const [mail] = (await mailsTo(ownerEmail)).slice(before);
    expect(mail!.text).toContain(', through a link made on Feb 3, 2026, on ');

    const { link: quiet } = await kit.newLink({ verifyEmail: true, notifyOnFirstView: false });
    expect(quiet.notifyOnFirstView).toBe(false);
    const quietPass = await kit.proveEmail(quiet.shareToken, 'eli@clinic.example', {
      ip: newNetwork(),
    });
    await kit.viewOk(quiet.shareToken, { pass: quietPass });
    expect((await mailsTo(ownerEmail)).slice(before)).toHaveLength(1);
    // The reader is still recorded: turning mails on later would not mail about old visitors.
    const readers = await t.db
      .select()
      .from(shareLinkReaders)
      .where(eq(shareLinkReaders.shareLinkId, quiet.id));
    expect(readers.map((reader) => reader.email)).toEqual(['eli@clinic.example']);
  });
});
