import type { AuditActor } from '../audit/audit.service.ts';

/**
 * Changes made by a donor on the give page, or by the card processor's report of their payment.
 * Named by the way in, never by the person: the audit log outlives a deleted donor.
 */
export const GIVE_PAGE_ACTOR: AuditActor = { id: null, name: 'Donor (give page)' };
export const CARD_PROCESSOR_ACTOR: AuditActor = { id: null, name: 'Card processor (Stripe)' };
