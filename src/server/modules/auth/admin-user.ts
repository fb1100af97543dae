import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { users } from './auth.table.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * A user row as the session and the admin area see it. Kept apart from users.service.ts, which
 * revokes sessions, so that sessions.service.ts reads it without a runtime import cycle.
 */
export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  roles: row.roles,
});
