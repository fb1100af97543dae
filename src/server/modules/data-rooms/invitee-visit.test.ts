import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasPoppler,
  openDataRoomApp,
  pdfToText,
  roomPassFor,
  roomWithInvitee,
  signRoomNda,
  visitRoom,
} from '../../../../tests/data-room-fixture.ts';
import { latestMailTo } from '../../../../tests/esign-test-helpers.ts';
import type { TestApp } from '../../../../tests/test-app.ts';
import type {
  OpenedDocumentDto,
  RoomContentsDto,
  RoomDetailDto,
  RoomGateDto,
} from '../../../domain/data-rooms/dtos.ts';
import { dataRoomDocumentTime } from './data-rooms.table.ts';

/**
 * The invitee's visit (ADR 049): the room stays shut until the NDA is signed and the mailed code
 * is checked; then documents open, download with a watermark when allowed, and count reading time.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  ({ t, headers } = await openDataRoomApp());
});
afterAll(() => t.close());

describe('data room visit', () => {
  it('stays shut (403) before the NDA is completed, and opens after signing and the mailed code', async () => {
    const { room, email, roomToken, signingToken, documents } = await roomWithInvitee(t, headers);

    // The signing invitation is esign's own mail, with the same signing link.
    const signingMail = await latestMailTo(t, email, 'Please sign');
    expect(signingMail.text).toContain(`/sign/${signingToken}`);

    const gate = (await visitRoom(t, `/api/room/${roomToken}`)).json() as RoomGateDto;
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
      const refused = await visitRoom(t, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('This room opens after you sign the NDA.');
    }
    // No code before signing either: the code proves the address of someone who signed.
    expect((await visitRoom(t, `/api/room/${roomToken}/code`, undefined, 'POST')).statusCode).toBe(
      403,
    );

    await signRoomNda(t, signingToken);
    const signedGate = (await visitRoom(t, `/api/room/${roomToken}`)).json() as RoomGateDto;
    expect(signedGate).toMatchObject({ ndaStatus: 'completed', isOpen: true, signingPath: null });

    // Signed, but this device has not proved the address yet.
    expect((await visitRoom(t, `/api/room/${roomToken}/contents`)).statusCode).toBe(403);
    const wrong = await visitRoom(t, `/api/room/${roomToken}/code/check`, undefined, 'POST', {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);

    const pass = await roomPassFor(t, roomToken, email);
    expect(
      ((await visitRoom(t, `/api/room/${roomToken}`, pass)).json() as RoomGateDto).isVerified,
    ).toBe(true);
    const contents = await visitRoom(t, `/api/room/${roomToken}/contents`, pass);
    expect(contents.statusCode).toBe(200);
    const listed = contents.json() as RoomContentsDto;
    expect(listed.verifiedEmail).toBe(email);
    expect(listed.documents.map((document) => document.id)).toEqual([
      documents.nda.id,
      documents.paper.id,
      documents.upload.id,
    ]);
    expect(listed.folders.map((folder) => folder.name)).toEqual(['Strategy']);

    const opened = await visitRoom(t, `/api/room/${roomToken}/documents/${documents.nda.id}`, pass);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as OpenedDocumentDto).text).toContain('Mutual secrecy.');
    const paper = (
      await visitRoom(t, `/api/room/${roomToken}/documents/${documents.paper.id}`, pass)
    ).json() as OpenedDocumentDto;
    expect(paper.text).toContain('Healthcare Partnership Strategy');
    // An uploaded PDF opens as its text, page by page, though its downloads are off.
    const uploaded = (
      await visitRoom(t, `/api/room/${roomToken}/documents/${documents.upload.id}`, pass)
    ).json() as OpenedDocumentDto;
    expect(uploaded.text).toBe('Board pack page 1\n\nBoard pack page 2\n\nBoard pack page 3');

    // A pass of this member opens nothing in another member's room link.
    const other = await roomWithInvitee(t, headers);
    expect((await visitRoom(t, `/api/room/${other.roomToken}/contents`, pass)).statusCode).toBe(
      403,
    );

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
    const { room, email, roomToken, signingToken, documents } = await roomWithInvitee(t, headers);
    await signRoomNda(t, signingToken);
    const pass = await roomPassFor(t, roomToken, email);

    const refused = await visitRoom(
      t,
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
    const uploadedPdf = await visitRoom(
      t,
      `/api/room/${roomToken}/documents/${documents.upload.id}/download`,
      pass,
    );
    expect(uploadedPdf.statusCode).toBe(200);
    expect(uploadedPdf.headers['content-type']).toBe('application/pdf');
    const ndaPdf = await visitRoom(
      t,
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
    const { email, roomToken, signingToken, documents, member } = await roomWithInvitee(t, headers);
    await signRoomNda(t, signingToken);
    const pass = await roomPassFor(t, roomToken, email);
    const beat = () =>
      visitRoom(
        t,
        `/api/room/${roomToken}/documents/${documents.paper.id}/heartbeat`,
        pass,
        'POST',
      );
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
        await visitRoom(
          t,
          `/api/room/${roomToken}/documents/${documents.paper.id}/heartbeat`,
          undefined,
          'POST',
        )
      ).statusCode,
    ).toBe(403);
  });
});
