import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasPoppler,
  openDataRoomApp,
  pdfToText,
  roomPassFor,
  roomWithInvitee,
  signRoomNda,
  uploadToRoom,
  visitRoom,
} from '../../../../tests/data-room-fixture.ts';
import {
  latestMailTo,
  newConnection,
  openSigningLink,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../tests/esign-test-helpers.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import type { TestApp } from '../../../../tests/test-app.ts';

/**
 * What staff do with a room and its members (ADR 049): take an invitee's sealed NDA, withdraw an
 * invitation before or after signing, close and open the room, and be refused what they cannot mean.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  ({ t, headers } = await openDataRoomApp());
});
afterAll(() => t.close());

describe('data room management', () => {
  it.skipIf(skipBecause(!hasPoppler, 'pdfsig is missing: apt-get install poppler-utils'))(
    "gives staff the invitee's sealed NDA, which pdfsig and /verify accept",
    async () => {
      const { room, member, signingToken, roomToken, email } = await roomWithInvitee(
        t,
        headers,
        'es',
      );
      // A Spanish invitee: both mails and the room's refusals are in Spanish.
      const invitation = await latestMailTo(t, email, 'le invitó');
      expect(invitation.subject).toBe(
        'NovaLearn le invitó a la sala de datos "Series A diligence"',
      );
      expect(invitation.text).toMatch(/^Hola, Ines Vidal:/);
      const signingMail = await latestMailTo(t, email, 'Por favor, firme');
      expect(signingMail.text).toContain(`/sign/${signingToken}`);
      expect((await visitRoom(t, `/api/room/${roomToken}/contents`)).json().message).toBe(
        'Esta sala se abre cuando usted firma el acuerdo de confidencialidad.',
      );
      const url = `/api/data-rooms/${room.id}/members/${member.id}/signed-nda`;
      expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
      await signRoomNda(t, signingToken);
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
    const { room, email, roomToken, signingToken, member } = await roomWithInvitee(t, headers);
    await signRoomNda(t, signingToken);
    const pass = await roomPassFor(t, roomToken, email);
    expect((await visitRoom(t, `/api/room/${roomToken}/contents`, pass)).statusCode).toBe(200);
    const url = `/api/data-rooms/${room.id}/members/${member.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(409);
    expect((await visitRoom(t, `/api/room/${roomToken}`, pass)).statusCode).toBe(404);
    expect((await visitRoom(t, `/api/room/${roomToken}/contents`, pass)).statusCode).toBe(404);
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
    const { room, signingToken, member } = await roomWithInvitee(t, headers);
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
    const { room, email, roomToken, signingToken } = await roomWithInvitee(t, headers);
    await signRoomNda(t, signingToken);
    const pass = await roomPassFor(t, roomToken, email);
    const close = (closed: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/data-rooms/${room.id}/closed`,
        headers,
        payload: { closed },
      });
    expect((await close(true)).statusCode).toBe(204);
    expect((await close(true)).statusCode).toBe(204);
    const refused = await visitRoom(t, `/api/room/${roomToken}/contents`, pass);
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
    expect((await visitRoom(t, `/api/room/${roomToken}/contents`, pass)).statusCode).toBe(200);
    expect((await close('yes')).statusCode).toBe(400);
  });

  it('refuses what staff cannot mean: a second invitation of an address, a file that is not a PDF', async () => {
    const { room, email } = await roomWithInvitee(t, headers);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/data-rooms/${room.id}/members`,
      headers,
      payload: { name: 'Ines', email: email.toUpperCase(), organisation: 'Vidal Capital' },
    });
    expect(again.statusCode).toBe(409);
    const notPdf = await uploadToRoom(t, headers, room.id, new TextEncoder().encode('just words'));
    expect(notPdf.statusCode).toBe(415);
    const brokenPdf = await uploadToRoom(
      t,
      headers,
      room.id,
      new TextEncoder().encode('%PDF-1.7 nothing else'),
    );
    expect(brokenPdf.statusCode).toBe(415);
    const unknownLink = await visitRoom(t, `/api/room/${'a'.repeat(43)}`);
    expect(unknownLink.statusCode).toBe(404);
  });
});
