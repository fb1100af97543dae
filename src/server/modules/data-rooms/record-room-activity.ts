import { sql } from 'drizzle-orm';
import type { RoomActivityType } from '../../../domain/data-rooms/data-rooms.ts';
import {
  HEARTBEAT_GAP_SECONDS,
  HEARTBEAT_SECONDS,
} from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
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
 * A heartbeat from a visible document: the same bounded rule as a share link's
 * (sharing/visitor-passes.ts recordHeartbeat): at most HEARTBEAT_SECONDS since the last one,
 * nothing after a gap over HEARTBEAT_GAP_SECONDS, decided by the server's clock in one statement,
 * so neither a page that sends too often nor two tabs add more than the time that passed.
 */
export async function recordRoomHeartbeat(options: {
  db: Database;
  memberId: string;
  documentId: string;
  now: Date;
}): Promise<void> {
  const at = options.now.toISOString();
  const table = dataRoomDocumentTime;
  const gap = sql`extract(epoch from (${at}::timestamptz - ${table.lastSeenAt}))`;
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
      set: {
        seconds: sql`${table.seconds} + case
          when ${table.lastSeenAt} is null or ${gap} <= 0 or ${gap} > ${HEARTBEAT_GAP_SECONDS}
          then 0 else least(${gap}, ${HEARTBEAT_SECONDS})::int end`,
        lastSeenAt: sql`greatest(${table.lastSeenAt}, ${at}::timestamptz)`,
      },
    });
}
