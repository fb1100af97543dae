import type { AuditActor } from '../../audit/audit.service.ts';

/** Changes a donor makes through their private link; named by the way in, never the person. */
export const DONOR_PORTAL_ACTOR: AuditActor = { id: null, name: 'Donor (manage my giving)' };
