import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { dataRooms } from './data-rooms.table.ts';

/**
 * PUT /api/data-rooms/:id/closed: closes a room or opens it again. A closed room opens to nobody
 * and takes no new invitations; its invitees, their signed NDAs, passes and activity stay, so
 * opening it again lets the same people back in. Closing a closed room changes nothing.
 */
export async function setRoomClosed(options: {
  db: Database;
  roomId: string;
  closed: boolean;
  admin: AdminUser;
  now: Date;
}): Promise<void> {
  const { db, roomId, closed, admin, now } = options;
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ closedAt: dataRooms.closedAt })
      .from(dataRooms)
      .where(eq(dataRooms.id, roomId))
      .for('update');
    if (!room) throw notFound('Data room');
    if ((room.closedAt !== null) === closed) return;
    await tx
      .update(dataRooms)
      .set({ closedAt: closed ? now : null, updatedAt: now })
      .where(eq(dataRooms.id, roomId));
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'update',
      entity: 'data_room',
      entityId: roomId,
      details: { closed },
      at: now,
    });
  });
}
