// Over 400 lines on purpose for now: every test builds its room through the same ~150 lines of
// real routes (create, add, invite, read the mails, sign); they move to tests/data-room-fixture.ts
// before this file is split into the invitee's path and staff's membership changes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../tests/esign-test-helpers.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type {
  InvitedMemberDto,
  OpenedDocumentDto,
  RoomContentsDto,
  RoomDetailDto,
  RoomDocumentDto,
  RoomGateDto,
  RoomPassDto,
  RoomSummaryDto,
} from '../../../domain/data-rooms/dtos.ts';
import { createDocument, createPartner, createTemplate } from '../../demo/factories.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { dataRoomDocumentTime } from './data-rooms.table.ts';

const hasPoppler = (() => {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
  headers = (await signInAsNewAdmin(t)).headers;
  await writeSetting({
    db: t.db,
    key: ORGANISATION_NAME_KEY,
    value: 'NovaLearn',
    now: t.clock.now(),
  });
});
afterAll(() => t.close());

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

function pdfToText(bytes: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .split('\f')
    .filter((page) => page.trim() !== '');
}

function upload(roomId: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
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
async function roomWithInvitee(language: 'en' | 'es' = 'en') {
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
  const uploaded = await upload(room.id, await samplePdf(3), { allowDownload: 'false' });
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

const visit = (url: string, pass?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: '198.51.100.7',
    headers: { 'user-agent': 'InvestorBrowser/1.0', ...(pass ? { 'x-visitor-pass': pass } : {}) },
  });

async function sign(signingToken: string) {
  const signer = newConnection();
  expect((await openSigningLink(t, signingToken, signer)).statusCode).toBe(200);
  const signed = await signWith(t, signingToken, signer, typedSignature('Ines Vidal'));
  expect(signed.statusCode).toBe(200);
}

async function passFor(roomToken: string, email: string): Promise<string> {
  expect((await visit(`/api/room/${roomToken}/code`, undefined, 'POST')).statusCode).toBe(200);
  const mail = await latestMailTo(t, email, 'code');
  const code = /: (\d{6})/.exec(mail.text)![1]!;
  const checked = await visit(`/api/room/${roomToken}/code/check`, undefined, 'POST', { code });
  expect(checked.statusCode).toBe(200);
  return (checked.json() as RoomPassDto).visitorPass;
}

describe('data rooms', () => {
  it('stays shut (403) before the NDA is completed, and opens after signing and the mailed code', async () => {
    const { room, email, roomToken, signingToken, documents } = await roomWithInvitee();

    // The signing invitation is esign's own mail, with the same signing link.
    const signingMail = await latestMailTo(t, email, 'Please sign');
    expect(signingMail.text).toContain(`/sign/${signingToken}`);

    const gate = (await visit(`/api/room/${roomToken}`)).json() as RoomGateDto;
    expect(gate).toMatchObject({
      roomName: 'Series A diligence',
      isOpen: false,
      isVerified: false,
      ndaStatus: 'sent',
      signingPath: `/sign/${signingToken}`,
    });
    for (const url of [
      `/api/room/${roomToken}/contents`,
      `/api/room/${roomToken}/documents/${documents.nda.id}`,
      `/api/room/${roomToken}/documents/${documents.paper.id}`,
      `/api/room/${roomToken}/documents/${documents.upload.id}`,
      `/api/room/${roomToken}/documents/${documents.nda.id}/download`,
    ]) {
      const refused = await visit(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('This room opens after you sign the NDA.');
    }
    // No code before signing either: the code proves the address of someone who signed.
    expect((await visit(`/api/room/${roomToken}/code`, undefined, 'POST')).statusCode).toBe(403);

    await sign(signingToken);
    const signedGate = (await visit(`/api/room/${roomToken}`)).json() as RoomGateDto;
    expect(signedGate).toMatchObject({ ndaStatus: 'completed', isOpen: true, signingPath: null });

    // Signed, but this device has not proved the address yet.
    expect((await visit(`/api/room/${roomToken}/contents`)).statusCode).toBe(403);
    const wrong = await visit(`/api/room/${roomToken}/code/check`, undefined, 'POST', {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);

    const pass = await passFor(roomToken, email);
    expect(((await visit(`/api/room/${roomToken}`, pass)).json() as RoomGateDto).isVerified).toBe(
      true,
    );
    const contents = await visit(`/api/room/${roomToken}/contents`, pass);
    expect(contents.statusCode).toBe(200);
    const listed = contents.json() as RoomContentsDto;
    expect(listed.verifiedEmail).toBe(email);
    expect(listed.documents.map((document) => document.id)).toEqual([
      documents.nda.id,
      documents.paper.id,
      documents.upload.id,
    ]);
    expect(listed.folders.map((folder) => folder.name)).toEqual(['Strategy']);

    const opened = await visit(`/api/room/${roomToken}/documents/${documents.nda.id}`, pass);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as OpenedDocumentDto).text).toContain('Mutual secrecy.');
    const paper = (
      await visit(`/api/room/${roomToken}/documents/${documents.paper.id}`, pass)
    ).json() as OpenedDocumentDto;
    expect(paper.text).toContain('Healthcare Partnership Strategy');
    // An uploaded PDF opens as its text, page by page, though its downloads are off.
    const uploaded = (
      await visit(`/api/room/${roomToken}/documents/${documents.upload.id}`, pass)
    ).json() as OpenedDocumentDto;
    expect(uploaded.text).toBe('Board pack page 1\n\nBoard pack page 2\n\nBoard pack page 3');

    // A pass of this member opens nothing in another member's room link.
    const other = await roomWithInvitee();
    expect((await visit(`/api/room/${other.roomToken}/contents`, pass)).statusCode).toBe(403);

    // The staff page: the member signed, and every activity entry names their address.
    const detail = (
      await t.app.inject({ url: `/api/data-rooms/${room.id}`, headers })
    ).json() as RoomDetailDto;
    expect(detail.members[0]).toMatchObject({ email, ndaStatus: 'completed' });
    expect(detail.activity.map((entry) => entry.type).sort()).toEqual([
      'opened',
      'viewed',
      'viewed',
      'viewed',
    ]);
    expect(detail.activity.every((entry) => entry.visitorEmail === email)).toBe(true);
    expect(detail.activity.every((entry) => entry.ipAddress === '198.51.100.7')).toBe(true);
  });

  it('downloads a watermarked PDF when allowed and answers 403 when downloads are off', async () => {
    const { room, email, roomToken, signingToken, documents } = await roomWithInvitee();
    await sign(signingToken);
    const pass = await passFor(roomToken, email);

    const refused = await visit(
      `/api/room/${roomToken}/documents/${documents.upload.id}/download`,
      pass,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This document cannot be downloaded.');

    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/data-rooms/${room.id}/documents/${documents.upload.id}`,
      headers,
      payload: { allowDownload: true },
    });
    expect(switched.json()).toMatchObject({ allowDownload: true });
    const uploadedPdf = await visit(
      `/api/room/${roomToken}/documents/${documents.upload.id}/download`,
      pass,
    );
    expect(uploadedPdf.statusCode).toBe(200);
    expect(uploadedPdf.headers['content-type']).toBe('application/pdf');
    const ndaPdf = await visit(
      `/api/room/${roomToken}/documents/${documents.nda.id}/download`,
      pass,
    );
    expect(ndaPdf.statusCode).toBe(200);
    if (hasPoppler) {
      const pages = pdfToText(uploadedPdf.rawPayload);
      expect(pages).toHaveLength(3);
      for (const [index, page] of pages.entries()) {
        expect(page).toContain(`Board pack page ${index + 1}`);
        expect(page).toContain(email);
        expect(page).toContain('Series A diligence');
      }
      for (const page of pdfToText(ndaPdf.rawPayload)) expect(page).toContain(email);
    }

    const detail = (
      await t.app.inject({ url: `/api/data-rooms/${room.id}`, headers })
    ).json() as RoomDetailDto;
    const downloads = detail.activity.filter((entry) => entry.type === 'downloaded');
    expect(downloads).toHaveLength(2);
    expect(downloads.every((entry) => entry.visitorEmail === email)).toBe(true);
  });

  it('counts time on a document from bounded heartbeats', async () => {
    const { email, roomToken, signingToken, documents, member } = await roomWithInvitee();
    await sign(signingToken);
    const pass = await passFor(roomToken, email);
    const beat = () =>
      visit(`/api/room/${roomToken}/documents/${documents.paper.id}/heartbeat`, pass, 'POST');
    expect((await beat()).statusCode).toBe(204);
    t.clock.advance(10_000);
    await beat();
    await beat(); // at once: adds nothing
    t.clock.advance(60_000); // a gap: the page was hidden
    await beat();
    t.clock.advance(30_000); // more than HEARTBEAT_SECONDS: counts 15
    await beat();
    const [time] = await t.db
      .select()
      .from(dataRoomDocumentTime)
      .where(eq(dataRoomDocumentTime.memberId, member.id));
    expect(time!.seconds).toBe(25);
    // Without a pass, no time is counted.
    expect(
      (
        await visit(
          `/api/room/${roomToken}/documents/${documents.paper.id}/heartbeat`,
          undefined,
          'POST',
        )
      ).statusCode,
    ).toBe(403);
  });

  it.skipIf(skipBecause(!hasPoppler, 'pdfsig is missing: apt-get install poppler-utils'))(
    "gives staff the invitee's sealed NDA, which pdfsig and /verify accept",
    async () => {
      const { room, member, signingToken, roomToken, email } = await roomWithInvitee('es');
      // A Spanish invitee: both mails and the room's refusals are in Spanish.
      const invitation = await latestMailTo(t, email, 'le invitó');
      expect(invitation.subject).toBe(
        'NovaLearn le invitó a la sala de datos "Series A diligence"',
      );
      expect(invitation.text).toMatch(/^Hola, Ines Vidal:/);
      const signingMail = await latestMailTo(t, email, 'Por favor, firme');
      expect(signingMail.text).toContain(`/sign/${signingToken}`);
      expect((await visit(`/api/room/${roomToken}/contents`)).json().message).toBe(
        'Esta sala se abre cuando usted firma el acuerdo de confidencialidad.',
      );
      const url = `/api/data-rooms/${room.id}/members/${member.id}/signed-nda`;
      expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
      await sign(signingToken);
      const signed = await t.app.inject({ url, headers });
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('application/pdf');
      const dir = mkdtempSync(join(tmpdir(), 'room-nda-'));
      try {
        const file = join(dir, 'nda.pdf');
        writeFileSync(file, signed.rawPayload);
        expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain(
          'Signature is Valid',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const text = pdfToText(signed.rawPayload).join('\n');
      expect(text).toContain('Vidal Capital');
      expect(text).toContain(`Data room member id: ${member.id}`);
      const verified = await verifyUpload(t, headers, signed.rawPayload, 'nda.pdf', {
        url: '/api/esign/verify',
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ matches: true });
    },
  );

  it('withdraws an invitation: the room link and its passes stop, and the address may be invited again', async () => {
    const { room, email, roomToken, signingToken, member } = await roomWithInvitee();
    await sign(signingToken);
    const pass = await passFor(roomToken, email);
    expect((await visit(`/api/room/${roomToken}/contents`, pass)).statusCode).toBe(200);
    const url = `/api/data-rooms/${room.id}/members/${member.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(409);
    expect((await visit(`/api/room/${roomToken}`, pass)).statusCode).toBe(404);
    expect((await visit(`/api/room/${roomToken}/contents`, pass)).statusCode).toBe(404);
    // The signed NDA stays on record for staff.
    expect((await t.app.inject({ url: `${url}/signed-nda`, headers })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/data-rooms/${room.id}/members`,
      headers,
      payload: { name: 'Ines Vidal', email, organisation: 'Vidal Capital' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('withdraws an invitation before the NDA is signed: the NDA is cancelled and its link stops', async () => {
    const { room, signingToken, member } = await roomWithInvitee();
    const url = `/api/data-rooms/${room.id}/members/${member.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    const opened = await openSigningLink(t, signingToken, newConnection());
    expect(opened.json()).toMatchObject({ canSign: false, status: 'voided' });
    const signed = await signWith(t, signingToken, newConnection(), typedSignature('Ines Vidal'));
    expect(signed.statusCode).toBe(409);
    const detail = await t.app.inject({ url: `/api/data-rooms/${room.id}`, headers });
    expect(detail.json().members).toEqual([
      expect.objectContaining({ id: member.id, ndaStatus: 'voided', ndaSignedAt: null }),
    ]);
  });

  it('closes a room to its invitees and new invitations, and opens it again for the same people', async () => {
    const { room, email, roomToken, signingToken } = await roomWithInvitee();
    await sign(signingToken);
    const pass = await passFor(roomToken, email);
    const close = (closed: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/data-rooms/${room.id}/closed`,
        headers,
        payload: { closed },
      });
    expect((await close(true)).statusCode).toBe(204);
    expect((await close(true)).statusCode).toBe(204);
    const refused = await visit(`/api/room/${roomToken}/contents`, pass);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This room is closed. Ask the person who invited you.');
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/data-rooms/${room.id}/members`,
      headers,
      payload: { name: 'Lea Park', email: 'lea@fund.example', organisation: 'Park Fund' },
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().message).toBe('This room is closed. Open it again to invite people.');
    const detail = await t.app.inject({ url: `/api/data-rooms/${room.id}`, headers });
    expect(detail.json().closedAt).toBe(t.clock.now().toISOString());

    expect((await close(false)).statusCode).toBe(204);
    expect((await visit(`/api/room/${roomToken}/contents`, pass)).statusCode).toBe(200);
    expect((await close('yes')).statusCode).toBe(400);
  });

  it('refuses what staff cannot mean: a second invitation of an address, a file that is not a PDF', async () => {
    const { room, email } = await roomWithInvitee();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/data-rooms/${room.id}/members`,
      headers,
      payload: { name: 'Ines', email: email.toUpperCase(), organisation: 'Vidal Capital' },
    });
    expect(again.statusCode).toBe(409);
    const notPdf = await upload(room.id, new TextEncoder().encode('just words'));
    expect(notPdf.statusCode).toBe(415);
    const brokenPdf = await upload(room.id, new TextEncoder().encode('%PDF-1.7 nothing else'));
    expect(brokenPdf.statusCode).toBe(415);
    const unknownLink = await visit(`/api/room/${'a'.repeat(43)}`);
    expect(unknownLink.statusCode).toBe(404);
  });
});
