import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** GET /api/audit: newest first, optionally only one kind of record or one record. */
export const auditListQuery = z.object({
  entity: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce
    .number({ error: 'Enter a number of entries' })
    .int('Enter a whole number of entries')
    .min(1, 'Ask for at least 1 entry')
    .max(MAX_AUDIT_PAGE_SIZE, `Ask for at most ${MAX_AUDIT_PAGE_SIZE} entries`)
    .default(AUDIT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Enter a number of entries to skip' })
    .int('Enter a whole number of entries to skip')
    .min(0, 'The offset cannot be negative')
    .default(0),
});
export type AuditListQuery = z.input<typeof auditListQuery>;
/** The query after parsing: limit and offset always present. */
export type AuditListFilter = z.output<typeof auditListQuery>;
