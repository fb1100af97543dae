import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type {
  InvitedMemberDto,
  RoomDocumentDto,
  RoomPassDto,
  RoomSummaryDto,
} from '../src/domain/data-rooms/dtos.ts';
import { createDocument, createPartner, createTemplate } from '../src/server/demo/factories.ts';
import {
  dataRoomActivity,
  dataRoomDocumentTime,
  dataRoomDocuments,
  dataRoomPasses,
} from '../src/server/modules/data-rooms/data-rooms.table.ts';
import {
  ORGANISATION_NAME_KEY,
  writeSetting,
} from '../src/server/modules/settings/settings.service.ts';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  signWith,
  typedSignature,
} from './esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from './test-app.ts';

/**
 * What the data room tests share: an app whose links start https://nda.example.org, a room built
 * through the real routes (create, add, invite, read the mails), the invitee's signing and mailed
 * code, and the invitee's calls from one address and browser. Also the backup proof's rows.
 */

export const hasPoppler = (() => {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The app for the data room tests, signed in as an admin, with the organisation NovaLearn. */
export async function openDataRoomApp() {
  const t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
  const { headers } = await signInAsNewAdmin(t);
  await writeSetting({
    db: t.db,
    key: ORGANISATION_NAME_KEY,
    value: 'NovaLearn',
    now: t.clock.now(),
  });
  return { t, headers };
}

const ROOM_LINK = /https:\/\/nda\.example\.org\/room\/([A-Za-z0-9_-]{43})/;
const SIGN_LINK = /https:\/\/nda\.example\.org\/sign\/([A-Za-z0-9_-]{43})/;

/** A PDF of `pages` pages with a line of its own on each. */
async function samplePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    pdf.addPage([300, 400]).drawText(`Board pack page ${page}`, { x: 20, y: 300, font, size: 12 });
  }
  return pdf.save();
}

export function pdfToText(bytes: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .split('\f')
    .filter((page) => page.trim() !== '');
}

/** POST /api/data-rooms/:id/uploads with `bytes` as board-pack.pdf and the form's other fields. */
export function uploadToRoom(
  t: TestApp,
  headers: Record<string, string>,
  roomId: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const boundary = '----room-upload-boundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const body = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="board-pack.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/data-rooms/${roomId}/uploads`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** A room with an NDA, a strategy paper and an uploaded PDF (downloads off), and one invitee. */
export async function roomWithInvitee(
  t: TestApp,
  headers: Record<string, string>,
  language: 'en' | 'es' = 'en',
) {
  const template = await createTemplate(t.db, {
    content: '[COMPANY] and [PARTNER] keep everything in the room confidential.',
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/data-rooms',
    headers,
    payload: { name: 'Series A diligence', ndaTemplateId: template.id },
  });
  expect(created.statusCode).toBe(201);
  const room = created.json() as RoomSummaryDto;
  const folder = await t.app.inject({
    method: 'POST',
    url: `/api/data-rooms/${room.id}/folders`,
    headers,
    payload: { name: 'Strategy' },
  });
  expect(folder.statusCode).toBe(201);
  const partner = await createPartner(t.db, { companyName: 'Bayou Robotics' });
  const nda = await createDocument(t.db, { partnerId: partner.id, content: 'Mutual secrecy.' });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/data-rooms/${room.id}/documents`,
    headers,
    payload: { kind: 'nda', ndaDocumentId: nda.id },
  });
  expect(added.statusCode).toBe(201);
  const paper = await t.app.inject({
    method: 'POST',
    url: `/api/data-rooms/${room.id}/documents`,
    headers,
    payload: {
      kind: 'generated',
      generatedDocumentId: 'healthcare-strategy',
      folderId: (folder.json() as { id: string }).id,
    },
  });
  expect(paper.statusCode).toBe(201);
  const uploaded = await uploadToRoom(t, headers, room.id, await samplePdf(3), {
    allowDownload: 'false',
  });
  expect(uploaded.statusCode).toBe(201);
  expect(uploaded.json()).toMatchObject({ kind: 'upload', pageCount: 3, allowDownload: false });

  const email = `investor.${Math.random().toString(36).slice(2)}@fund.example`;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/data-rooms/${room.id}/members`,
    headers,
    payload: { name: 'Ines Vidal', email, organisation: 'Vidal Capital', language },
  });
  expect(invited.statusCode).toBe(201);
  const roomMail = await latestMailTo(t, email, language === 'es' ? 'le invitó' : 'invited you');
  const roomToken = ROOM_LINK.exec(roomMail.text)![1]!;
  const signingToken = SIGN_LINK.exec(roomMail.text)![1]!;
  return {
    room,
    email,
    roomToken,
    signingToken,
    member: (invited.json() as InvitedMemberDto).member,
    documents: {
      nda: added.json() as RoomDocumentDto,
      paper: paper.json() as RoomDocumentDto,
      upload: uploaded.json() as RoomDocumentDto,
    },
  };
}

/** The invitee's call, from one address and browser, with their visitor pass when given. */
export const visitRoom = (
  t: TestApp,
  url: string,
  pass?: string,
  method: 'GET' | 'POST' = 'GET',
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: '198.51.100.7',
    headers: { 'user-agent': 'InvestorBrowser/1.0', ...(pass ? { 'x-visitor-pass': pass } : {}) },
  });

/** The invitee signs the room's NDA through its signing link. */
export async function signRoomNda(t: TestApp, signingToken: string) {
  const signer = newConnection();
  expect((await openSigningLink(t, signingToken, signer)).statusCode).toBe(200);
  const signed = await signWith(t, signingToken, signer, typedSignature('Ines Vidal'));
  expect(signed.statusCode).toBe(200);
}

/** The visitor pass the invitee gets for the code mailed to them. */
export async function roomPassFor(t: TestApp, roomToken: string, email: string): Promise<string> {
  expect((await visitRoom(t, `/api/room/${roomToken}/code`, undefined, 'POST')).statusCode).toBe(
    200,
  );
  const mail = await latestMailTo(t, email, 'code');
  const code = /: (\d{6})/.exec(mail.text)![1]!;
  const checked = await visitRoom(t, `/api/room/${roomToken}/code/check`, undefined, 'POST', {
    code,
  });
  expect(checked.statusCode).toBe(200);
  return (checked.json() as RoomPassDto).visitorPass;
}

/**
 * A data room with a folder, an NDA document, an invitee (and so their NDA envelope) through the
 * API, then a pass, an activity entry and reading time as the invitee's visit writes them: every
 * data_room_* table holds a row (ADR 049).
 */
export async function fillDataRoomTables(
  t: TestApp,
  headers: Record<string, string>,
  ndaDocumentId: string,
) {
  const template = await createTemplate(t.db);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const room = await post('/api/data-rooms', { name: 'Backup room', ndaTemplateId: template.id });
  expect(room.statusCode).toBe(201);
  const roomId = (room.json() as { id: string }).id;
  expect((await post(`/api/data-rooms/${roomId}/folders`, { name: 'Papers' })).statusCode).toBe(
    201,
  );
  const added = await post(`/api/data-rooms/${roomId}/documents`, { kind: 'nda', ndaDocumentId });
  expect(added.statusCode).toBe(201);
  const documentId = (added.json() as { id: string }).id;
  const invited = await post(`/api/data-rooms/${roomId}/members`, {
    name: 'Backup Investor',
    email: 'backup.investor@example.org',
    organisation: 'Backup Fund',
  });
  expect(invited.statusCode).toBe(201);
  const memberId = (invited.json() as { member: { id: string } }).member.id;
  const now = t.clock.now();
  await t.db.insert(dataRoomDocuments).values({
    roomId,
    kind: 'upload',
    data: new TextEncoder().encode('%PDF-1.7 backup proof'),
    filename: 'proof.pdf',
    size: 21,
    pageCount: 1,
    sha256: 'f'.repeat(64),
    title: 'Proof',
    position: 99,
  });
  await t.db.insert(dataRoomPasses).values({
    memberId,
    tokenHash: 'a'.repeat(64),
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await t.db.insert(dataRoomActivity).values({
    roomId,
    memberId,
    documentId,
    type: 'viewed',
    visitorEmail: 'backup.investor@example.org',
    ipAddress: '203.0.113.9',
    at: now,
  });
  await t.db
    .insert(dataRoomDocumentTime)
    .values({ memberId, documentId, seconds: 30, lastSeenAt: now });
}
