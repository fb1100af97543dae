import { expect } from 'vitest';
import { createTemplate } from '../src/server/demo/factories.ts';
import {
  dataRoomActivity,
  dataRoomDocumentTime,
  dataRoomDocuments,
  dataRoomPasses,
} from '../src/server/modules/data-rooms/data-rooms.table.ts';
import type { TestApp } from './test-app.ts';

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
