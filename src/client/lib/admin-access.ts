import { hasPermission, type Permission } from '../../domain/auth/staff-roles.ts';
import { useSession } from './session.tsx';

/**
 * What each admin page needs (ADR 017), by path prefix, longest first. The server
 * enforces the same on every API call (http/auth-guard.ts); this only keeps people from pages
 * that would show them nothing but refusals. Aliases (admin spec §2) need what their page needs.
 */
const PAGE_PERMISSIONS: readonly (readonly [string, Permission])[] = [
  ['/admin/settings/admin-accounts', 'owner'],
  ['/admin/settings/organisation', 'owner'],
  ['/admin/settings/integrations', 'owner'],
  ['/admin/settings/outbox', 'owner'],
  ['/admin/settings/backups', 'owner'],
  ['/admin/settings/audit-log', 'owner'],
  ['/admin/settings', 'signed-in'],
  ['/admin/learning', 'signed-in'],
  ['/admin/create', 'partnerships'],
  ['/admin/documents', 'partnerships'],
  ['/admin/partners', 'partnerships'],
  ['/admin/templates', 'partnerships'],
  ['/admin/data-rooms', 'partnerships'],
  ['/admin/pdf-templates', 'partnerships'],
  ['/admin/waiting-list', 'admissions'],
  ['/admin/visits', 'admissions'],
  ['/admin/crm', 'fundraising'],
  ['/create-nda', 'partnerships'],
  ['/documents', 'partnerships'],
  ['/partners', 'partnerships'],
  ['/templates', 'partnerships'],
  ['/donor-management', 'fundraising'],
  ['/dashboard', 'dashboards'],
  ['/admin/today', 'dashboards'],
  ['/admin', 'dashboards'],
];

/** The permission a page of the admin area needs; owner for an address not listed. */
export function permissionForAdminPath(pathname: string): Permission {
  const match = PAGE_PERMISSIONS.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match?.[1] ?? 'owner';
}

/** Whether the signed-in person may use what a permission guards. */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useSession();
  return (permission) => hasPermission(user?.roles ?? [], permission);
}
