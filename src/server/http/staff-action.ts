import type { Clock } from '../clock.ts';
import { actorOf, type AuditActor } from '../modules/audit/audit.service.ts';
import type { AdminSession } from '../modules/auth/sessions.service.ts';
import { requireAdmin } from './auth-guard.ts';

/**
 * Who acts and when, for a use case a signed-in staff member's request runs: the audit actor of
 * the session the guard accepted, and the time from the server's clock (tests set it).
 */
export const staffAction = (
  request: { admin: AdminSession | null },
  clock: Clock,
): { actor: AuditActor; now: Date } => ({
  actor: actorOf(requireAdmin(request)),
  now: clock.now(),
});
