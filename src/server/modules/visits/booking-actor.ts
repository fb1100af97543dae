import type { AuditActor } from '../audit/audit.service.ts';

/** Bookings and their changes made by a family without an account: named by the way in. */
export const VISIT_FAMILY_ACTOR: AuditActor = { id: null, name: 'Family (visit booking)' };
