import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';

/** The answers of the audit routes (GET /api/audit, /api/audit/people) and of record histories. */

export const auditEntryDto = z.object({
  id: uuid,
  actorName: z.string(),
  action: z.string(),
  /** The kind of record (AuditEntity); older entries may name a kind no longer written. */
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: isoDateTime,
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

/** GET /api/audit/people: everyone with an account who has an entry, for the person filter. */
export const auditPersonDto = z.object({ id: uuid, name: z.string() });
export type AuditPersonDto = z.infer<typeof auditPersonDto>;
