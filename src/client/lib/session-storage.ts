import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../../domain/auth/admin-session.ts';
import type { AdminUser } from '../../domain/auth/dtos.ts';

export interface StoredSession {
  token: string;
  user: AdminUser;
}

/**
 * There is no `window` while the build prerenders public pages, and browsers with storage
 * blocked throw on access: both mean "nothing stored".
 */
function getStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return getStorage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

/** Null unless both keys exist and the user is readable (admin spec §4 "Admin session"). */
export function readStoredSession(): StoredSession | null {
  const storage = getStorage();
  const token = storage?.getItem(ADMIN_TOKEN_KEY);
  const rawUser = storage?.getItem(ADMIN_USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isAdminUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

export function storeSession({ token, user }: StoredSession): void {
  const storage = getStorage();
  storage?.setItem(ADMIN_TOKEN_KEY, token);
  storage?.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const storage = getStorage();
  storage?.removeItem(ADMIN_TOKEN_KEY);
  storage?.removeItem(ADMIN_USER_KEY);
}

/**
 * A hand-written check rather than `adminUserSchema.parse`: this runs on every page, and keeping
 * zod out of the shared client bundle keeps the prerendered public pages light.
 */
function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  // A user stored before roles existed has none: that session is signed in afresh.
  return (
    ['id', 'username', 'name', 'email'].every((key) => typeof record[key] === 'string') &&
    Array.isArray(record.roles)
  );
}
