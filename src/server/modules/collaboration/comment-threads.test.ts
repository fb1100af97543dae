import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { OrganizationType } from '../../../domain/sharing/sharing.ts';
import type { ActivityDto, CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument } from '../../demo/factories.ts';

/**
 * Each outside party sees its own conversation (ADR 029): two links of one NDA, a hospital's and
 * an investor's, each comment; staff reply to each. Each link reads its own comments and staff's
 * replies to it, in the comments and in the activity feed, and never the other party's names;
 * staff read every conversation, each with its link.
 */
let t: TestApp;
let headers: Record<string, string>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  adminName = admin.user.name;
});
afterAll(() => t.close());

async function partyLink(
  documentId: string,
  organizationType: OrganizationType,
  recipient: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents/share/healthcare',
    headers,
    payload: { documentId, accessLevel: 'comment', organizationType, recipient },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ShareLinkDto;
}
const tick = () => t.clock.advance(1000);
async function postAsLink(
  documentId: string,
  link: ShareLinkDto,
  authorName: string,
  content: string,
) {
  tick();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/comments`,
    payload: { shareToken: link.shareToken, authorName, authorEmail: null, content },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as CommentDto;
}
async function postAsStaff(documentId: string, body: { content: string; shareLinkId?: string }) {
  tick();
  return t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/comments`,
    headers,
    payload: body,
  });
}
const read = async <T>(documentId: string, what: 'comments' | 'activity', token?: string) => {
  const query = token ? `?shareToken=${token}` : '';
  const response = await t.app.inject({
    url: `/api/documents/${documentId}/${what}${query}`,
    headers: token ? {} : headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

/** An NDA shared with a hospital and an investor, both of whom commented and got a reply. */
async function twoConversations() {
  const document = await createDocument(t.db);
  const hospital = await partyLink(document.id, 'hospital', 'Dr. Maya Patel');
  const investor = await partyLink(document.id, 'investor', 'Northwind Capital');
  await t.app.inject({ url: `/api/shared/${hospital.shareToken}` });
  await t.app.inject({ url: `/api/shared/${investor.shareToken}` });
  await postAsLink(document.id, hospital, 'Dr. Maya Patel', 'Clause 4 must cover therapy notes.');
  await postAsLink(document.id, investor, 'Priya Northwind', 'We need a two-year term.');
  const replies = [
    await postAsStaff(document.id, {
      content: 'Therapy notes are now in clause 4.',
      shareLinkId: hospital.id,
    }),
    await postAsStaff(document.id, { content: 'Two years is fine.', shareLinkId: investor.id }),
    await postAsStaff(document.id, { content: 'Legal has not seen this yet.' }),
  ];
  for (const reply of replies) expect(reply.statusCode).toBe(201);
  return { document, hospital, investor };
}

describe('a share link reads its own conversation only', () => {
  it("gets its party's comments and staff's replies to it, never the other party's", async () => {
    const { document, hospital, investor } = await twoConversations();

    const forHospital = await read<CommentDto[]>(document.id, 'comments', hospital.shareToken);
    expect(forHospital.map(({ authorName, content }) => [authorName, content])).toEqual([
      ['Dr. Maya Patel', 'Clause 4 must cover therapy notes.'],
      [adminName, 'Therapy notes are now in clause 4.'],
    ]);
    const forInvestor = await read<CommentDto[]>(document.id, 'comments', investor.shareToken);
    expect(forInvestor.map(({ authorName, content }) => [authorName, content])).toEqual([
      ['Priya Northwind', 'We need a two-year term.'],
      [adminName, 'Two years is fine.'],
    ]);
    // Nothing names the other party, its link, or staff's notes and emails.
    expect(JSON.stringify(forHospital)).not.toMatch(/Northwind|two-year|Two years|Legal/);
    expect(JSON.stringify(forInvestor)).not.toMatch(/Patel|Maya|therapy|Therapy|Legal/);
    for (const comment of [...forHospital, ...forInvestor]) {
      expect(Object.keys(comment).sort()).toEqual(
        ['authorName', 'content', 'createdAt', 'documentId', 'id', 'isResolved'].sort(),
      );
    }
  });

  it('sees the same in the activity feed: its own views and comments, and replies to it', async () => {
    const { document, hospital, investor } = await twoConversations();

    const forHospital = await read<ActivityDto[]>(document.id, 'activity', hospital.shareToken);
    expect(forHospital.map(({ userName, action }) => [userName, action])).toEqual([
      [adminName, 'commented'],
      ['Dr. Maya Patel', 'commented'],
      ['Someone', 'viewed'],
    ]);
    const forInvestor = await read<ActivityDto[]>(document.id, 'activity', investor.shareToken);
    expect(forInvestor.map(({ userName, action }) => [userName, action])).toEqual([
      [adminName, 'commented'],
      ['Priya Northwind', 'commented'],
      ['Someone', 'viewed'],
    ]);
    expect(JSON.stringify(forHospital)).not.toMatch(/Northwind|investor/i);
    expect(JSON.stringify(forInvestor)).not.toMatch(/Patel|hospital/i);
    expect(forHospital.every((entry) => !('link' in entry))).toBe(true);
  });

  it('counts the limit within its own entries, however busy the other link is', async () => {
    const { document, hospital, investor } = await twoConversations();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await t.app.inject({ url: `/api/shared/${investor.shareToken}` });
    }
    const response = await t.app.inject({
      url: `/api/documents/${document.id}/activity?shareToken=${hospital.shareToken}&limit=2`,
    });
    const entries = response.json() as ActivityDto[];
    expect(entries.map(({ userName, action }) => [userName, action])).toEqual([
      [adminName, 'commented'],
      ['Dr. Maya Patel', 'commented'],
    ]);
  });
});

describe('staff see every conversation', () => {
  it('with the link each comment came through, who wrote it, and the staff-only notes', async () => {
    const { document, hospital, investor } = await twoConversations();
    const comments = await read<CommentDto[]>(document.id, 'comments');
    const linkOf = (link: ShareLinkDto) => ({
      id: link.id,
      accessLevel: 'comment',
      organizationType: link.organizationType,
      recipient: link.recipient,
      status: 'active',
      createdAt: link.createdAt,
    });
    expect(
      comments.map(({ content, link, isFromStaff }) => ({ content, link, isFromStaff })),
    ).toEqual([
      {
        content: 'Clause 4 must cover therapy notes.',
        link: linkOf(hospital),
        isFromStaff: false,
      },
      { content: 'We need a two-year term.', link: linkOf(investor), isFromStaff: false },
      { content: 'Therapy notes are now in clause 4.', link: linkOf(hospital), isFromStaff: true },
      { content: 'Two years is fine.', link: linkOf(investor), isFromStaff: true },
      { content: 'Legal has not seen this yet.', link: null, isFromStaff: true },
    ]);
    expect(linkOf(hospital)).toMatchObject({
      organizationType: 'hospital',
      recipient: 'Dr. Maya Patel',
    });

    const activity = await read<ActivityDto[]>(document.id, 'activity');
    const commented = activity.filter((entry) => entry.action === 'commented');
    expect(commented.map(({ userName, link }) => [userName, link?.recipient ?? null])).toEqual([
      [adminName, null],
      [adminName, 'Northwind Capital'],
      [adminName, 'Dr. Maya Patel'],
      ['Priya Northwind', 'Northwind Capital'],
      ['Dr. Maya Patel', 'Dr. Maya Patel'],
    ]);
  });

  it('keep a reply in its conversation after the link is turned off, and take no new ones', async () => {
    const { document, hospital } = await twoConversations();
    await t.app.inject({ method: 'DELETE', url: `/api/shares/${hospital.id}`, headers });
    const refused = await postAsStaff(document.id, {
      content: 'Are you still there?',
      shareLinkId: hospital.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This link no longer works/);
    const comments = await read<CommentDto[]>(document.id, 'comments');
    const hospitalThread = comments.filter((comment) => comment.link?.id === hospital.id);
    expect(hospitalThread).toHaveLength(2);
    expect(hospitalThread.every((comment) => comment.link?.status === 'deactivated')).toBe(true);
  });

  it("refuse a reply to another document's link or an unknown one with 400", async () => {
    const { document } = await twoConversations();
    const other = await createDocument(t.db);
    const otherLink = await partyLink(other.id, 'board', 'Board of trustees');
    for (const shareLinkId of [otherLink.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await postAsStaff(document.id, { content: 'Hello', shareLinkId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        shareLinkId: ['Choose a conversation of this NDA.'],
      });
    }
    const notAnId = await postAsStaff(document.id, { content: 'Hello', shareLinkId: 'hospital' });
    expect(notAnId.statusCode).toBe(400);
    expect(await read<CommentDto[]>(other.id, 'comments', otherLink.shareToken)).toEqual([]);
  });

  it("put a link holder's comment in their own conversation whatever shareLinkId they send", async () => {
    const { document, hospital, investor } = await twoConversations();
    tick();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/comments`,
      payload: {
        shareToken: hospital.shareToken,
        shareLinkId: investor.id,
        authorName: 'Dr. Maya Patel',
        content: 'Meant for the hospital thread.',
      },
    });
    expect(response.statusCode).toBe(201);
    const forInvestor = await read<CommentDto[]>(document.id, 'comments', investor.shareToken);
    expect(JSON.stringify(forInvestor)).not.toContain('Meant for the hospital thread.');
    const forHospital = await read<CommentDto[]>(document.id, 'comments', hospital.shareToken);
    expect(forHospital.at(-1)?.content).toBe('Meant for the hospital thread.');
  });
});
