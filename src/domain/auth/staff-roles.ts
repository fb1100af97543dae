import { z } from 'zod';

/**
 * Staff roles (ADR 017): least privilege for the people who run the organisation. A user
 * has one or more; `owner` can do everything, including staff accounts and settings.
 */
export const STAFF_ROLES = [
  'owner',
  'admissions',
  'fundraising',
  'partnerships',
  'viewer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admissions: 'Admissions',
  fundraising: 'Fundraising',
  partnerships: 'Partnerships',
  viewer: 'Viewer',
};

/** What each role is for, in the words the staff accounts screen shows. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts and settings.',
  admissions: "The waiting list and families' details, including student needs.",
  fundraising: 'The CRM: donors, gifts, campaigns and donor exports.',
  partnerships: 'The NDA manager: partners, templates, documents, sharing and e-signature.',
  viewer: 'The dashboards, read only. No personal details and no exports.',
};

export const staffRolesSchema = z
  .array(z.enum(STAFF_ROLES, { error: 'Choose a role from the list' }), {
    error: 'Choose at least one role',
  })
  .min(1, 'Choose at least one role')
  // Each role once, in the order of STAFF_ROLES, so comparing two lists compares what they grant.
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

/**
 * What a route needs. Every guarded API route declares one next to its schema
 * (`config: { permission }`); a route that declares none is for owners only.
 * - `signed-in`: any active staff account (its own sign-out, password, the organisation's name).
 * - `dashboards`: the read-only overview every role sees, viewers included.
 * - `nda-figures`, `giving-figures`: an area's dashboard counts, for that area's role and viewers
 *   (domain/auth/dashboard-areas.ts), so the admissions role is not shown NDA or donor figures.
 * - an area: that area's role (or owner).
 */
export const PERMISSIONS = [
  'signed-in',
  'dashboards',
  'nda-figures',
  'giving-figures',
  'admissions',
  'fundraising',
  'partnerships',
  'owner',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES;

const GRANTED_BY: Record<Permission, readonly StaffRole[]> = {
  'signed-in': EVERY_ROLE,
  dashboards: EVERY_ROLE,
  'nda-figures': ['owner', 'partnerships', 'viewer'],
  'giving-figures': ['owner', 'fundraising', 'viewer'],
  admissions: ['owner', 'admissions'],
  fundraising: ['owner', 'fundraising'],
  partnerships: ['owner', 'partnerships'],
  owner: ['owner'],
};

/** Whether someone with these roles may do what the permission guards. */
export const hasPermission = (roles: readonly StaffRole[], permission: Permission): boolean =>
  roles.some((role) => GRANTED_BY[permission].includes(role));

/** The 403 answer: names the role that is missing ("This needs the fundraising role."). */
export function missingPermissionMessage(permission: Permission): string {
  if (permission === 'signed-in' || permission === 'dashboards') {
    return 'This needs a staff role. Ask an owner of this site to give your account one.';
  }
  if (permission === 'nda-figures') return 'This needs the partnerships or viewer role.';
  if (permission === 'giving-figures') return 'This needs the fundraising or viewer role.';
  return `This needs the ${permission} role.`;
}
