/**
 * Paths behind the sign-in gate: the admin area and its internal aliases (admin spec §2, public
 * spec §6). apiRequest reloads these pages after a 401 so the gate can show the sign-in form.
 */
export const ADMIN_PATH_PREFIXES = [
  '/admin',
  '/documents',
  '/partners',
  '/templates',
  '/dashboard',
  '/create-nda',
  '/donor-management',
] as const;

/** Matches whole path segments, so `/admin/documents` counts and `/administration` does not. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
