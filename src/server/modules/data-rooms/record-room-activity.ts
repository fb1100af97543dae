import type { RoomActivityType } from '../../../domain/data-rooms/data-rooms.ts';
import type { Database } from '../../db/client.ts';
import { heartbeatTime } from '../../db/heartbeat-time.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { dataRoomActivity, dataRoomDocumentTime } from './data-rooms.table.ts';
import type { RoomVisitor } from './room-access.ts';

const MAX_USER_AGENT_LENGTH = 512;

/** One entry of the room's activity, always with the address the member proved (ADR 049). */
export async function recordRoomActivity(options: {
  db: Database;
  visitor: RoomVisitor;
  connection: VisitorInfo;
  type: RoomActivityType;
  documentId: string | null;
  now: Date;
}): Promise<void> {
  const { visitor, connection } = options;
  await options.db.insert(dataRoomActivity).values({
    roomId: visitor.room.id,
    memberId: visitor.member.id,
    documentId: options.documentId,
    type: options.type,
    visitorEmail: visitor.member.email,
    ipAddress: connection.ipAddress,
    userAgent: connection.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    at: options.now,
  });
}

/**
 * A heartbeat from a visible document, by the same bounded rule as a share link's
 * (db/heartbeat-time.ts); the first beat starts the row.
 */
export async function recordRoomHeartbeat(options: {
  db: Database;
  memberId: string;
  documentId: string;
  now: Date;
}): Promise<void> {
  const table = dataRoomDocumentTime;
  await options.db
    .insert(table)
    .values({
      memberId: options.memberId,
      documentId: options.documentId,
      seconds: 0,
      lastSeenAt: options.now,
    })
    .onConflictDoUpdate({
      target: [table.memberId, table.documentId],
      set: heartbeatTime(table, options.now),
    });
}
