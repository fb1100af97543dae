/**
 * The admin sidebar, grouped by area of work. Labels and routes of the spec's
 * eight entries are copied from admin spec §2 "Admin side navigation"; the Waiting List
 * and Visits (ADR 052) join them under Enrollment. The Dashboard and Today (ADR 053) stand first
 * and Settings last, each without a group name that would only repeat it.
 */
export interface AdminNavItem {
  label: string;
  to: string;
  /** Current only on this exact path: the dashboard would otherwise be current everywhere. */
  end?: boolean;
}

export interface AdminNavGroup {
  /** null: the entries stand on their own (the Dashboard and Today, first). */
  label: string | null;
  items: readonly AdminNavItem[];
}

export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    label: null,
    items: [
      { label: 'Dashboard', to: '/admin', end: true },
      { label: 'Today', to: '/admin/today' },
    ],
  },
  {
    label: 'NDAs',
    items: [
      { label: 'Create NDA', to: '/admin/create' },
      { label: 'All Documents', to: '/admin/documents' },
      { label: 'Partners', to: '/admin/partners' },
      { label: 'Templates', to: '/admin/templates' },
      { label: 'Data Rooms', to: '/admin/data-rooms' },
      { label: 'PDF Templates', to: '/admin/pdf-templates' },
    ],
  },
  {
    label: 'Enrollment',
    items: [
      { label: 'Waiting List', to: '/admin/waiting-list' },
      { label: 'Visits', to: '/admin/visits' },
    ],
  },
  { label: 'Fundraising', items: [{ label: 'CRM', to: '/admin/crm' }] },
  { label: 'Learning', items: [{ label: 'Learning Platform', to: '/admin/learning' }] },
];

export const ADMIN_SETTINGS_ITEM: AdminNavItem = { label: 'Settings', to: '/admin/settings' };
