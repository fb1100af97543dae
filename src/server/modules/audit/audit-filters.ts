import { and, eq, gte, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACCESS_ACTIONS,
  entitiesOfArea,
  type AuditFilter,
} from '../../../domain/audit/audit.ts';
import { nextIsoDay, startOfIsoDayIn } from '../../../domain/common/calendar-day.ts';
import { auditLog } from './audit.table.ts';

/**
 * The WHERE of the audit page, its CSV and a record's history. `from` and `to` are calendar days
 * in the organisation's time zone, both included: from midnight of `from` to just before midnight
 * after `to`, as instants, so audit_log_at_idx serves the range.
 */
export function auditWhere(filter: Partial<AuditFilter>, timeZone: string): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.entity) filters.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) filters.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) filters.push(eq(auditLog.actorId, filter.actorId));
  if (filter.area) filters.push(inArray(auditLog.entity, entitiesOfArea(filter.area)));
  if (filter.from) filters.push(gte(auditLog.at, startOfIsoDayIn(filter.from, timeZone)));
  if (filter.to) filters.push(lt(auditLog.at, startOfIsoDayIn(nextIsoDay(filter.to), timeZone)));
  if (filter.changesOnly) filters.push(notInArray(auditLog.action, [...AUDIT_ACCESS_ACTIONS]));
  return and(...filters);
}
