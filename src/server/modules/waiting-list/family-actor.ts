import type { AuditActor } from '../audit/audit.service.ts';

/**
 * Changes made by the family themselves. Named by the way in, never by the person: the audit log
 * outlives a deleted entry, so it must not hold the family's name or address.
 */
export const ENROLLMENT_FORM_ACTOR: AuditActor = { id: null, name: 'Family (enrollment form)' };
export const STATUS_LINK_ACTOR: AuditActor = { id: null, name: 'Family (status link)' };
export const LINK_REQUEST_ACTOR: AuditActor = { id: null, name: 'Family (link request)' };
