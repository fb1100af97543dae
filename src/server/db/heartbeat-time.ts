import { sql, type Column, type SQL } from 'drizzle-orm';
import { HEARTBEAT_GAP_SECONDS, HEARTBEAT_SECONDS } from '../../domain/sharing/link-protection.ts';

/**
 * The SET of one heartbeat for a row that keeps reading time (ADR 049): adds the seconds since
 * `lastSeenAt`, at most HEARTBEAT_SECONDS, and nothing after a gap over HEARTBEAT_GAP_SECONDS (the
 * page was hidden, the computer slept) or for a beat from the past. The server's clock `now`
 * decides, in the one UPDATE, so neither a page that beats too often nor two tabs at once add more
 * than the time that passed.
 */
export function heartbeatTime(columns: { seconds: Column; lastSeenAt: Column }, now: Date) {
  const at = now.toISOString();
  const { seconds, lastSeenAt } = columns;
  const gap = sql`extract(epoch from (${at}::timestamptz - ${lastSeenAt}))`;
  return {
    seconds: sql`${seconds} + case
      when ${lastSeenAt} is null or ${gap} <= 0 or ${gap} > ${HEARTBEAT_GAP_SECONDS}
      then 0 else least(${gap}, ${HEARTBEAT_SECONDS})::int end` as SQL<number>,
    lastSeenAt: sql`greatest(${lastSeenAt}, ${at}::timestamptz)` as SQL<Date>,
  };
}
