import { desc, eq, sql } from 'drizzle-orm';
import type { RoomSummaryDto } from '../../../domain/data-rooms/dtos.ts';
import type { Database } from '../../db/client.ts';
import { qualified } from '../../db/columns.ts';
import { ndaTemplates } from '../templates/public.ts';
import { dataRoomDocuments, dataRoomMembers, dataRooms } from './data-rooms.table.ts';

/** GET /api/data-rooms: every room, the newest first, with its counts. */
export async function listRooms(db: Database): Promise<RoomSummaryDto[]> {
  const rows = await db
    .select({
      id: dataRooms.id,
      name: dataRooms.name,
      ndaTemplateName: ndaTemplates.name,
      createdAt: dataRooms.createdAt,
      closedAt: dataRooms.closedAt,
      documents: sql<number>`(select count(*)::int from ${dataRoomDocuments}
        where ${dataRoomDocuments.roomId} = ${qualified(dataRooms.id)})`,
      members: sql<number>`(select count(*)::int from ${dataRoomMembers}
        where ${dataRoomMembers.roomId} = ${qualified(dataRooms.id)}
        and ${dataRoomMembers.revokedAt} is null)`,
    })
    .from(dataRooms)
    .leftJoin(ndaTemplates, eq(ndaTemplates.id, dataRooms.ndaTemplateId))
    .orderBy(desc(dataRooms.createdAt), desc(dataRooms.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}
