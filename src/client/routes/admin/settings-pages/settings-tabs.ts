import { tabSlugOf } from '../../../ui/link-tabs.tsx';

/**
 * The Settings sub-pages, each at its own address under /admin/settings. Help, which Settings
 * already held, keeps a page of its own at the end, after the audit log.
 */
export const SETTINGS_TABS = [
  { slug: 'account', label: 'Account' },
  { slug: 'admin-accounts', label: 'Admin accounts' },
  { slug: 'organisation', label: 'Organisation' },
  { slug: 'integrations', label: 'Integrations' },
  { slug: 'outbox', label: 'Outbox' },
  { slug: 'backups', label: 'Backups' },
  { slug: 'audit-log', label: 'Audit log' },
  { slug: 'help', label: 'Help' },
] as const;

export type SettingsTabSlug = (typeof SETTINGS_TABS)[number]['slug'];

/** The sub-page a path names, '' for /admin/settings itself, null for anything else. */
export function settingsTabOf(splat: string | undefined): SettingsTabSlug | '' | null {
  return tabSlugOf(['', ...SETTINGS_TABS.map((tab) => tab.slug)], splat);
}

export const settingsTabPath = (slug: SettingsTabSlug) => `/admin/settings/${slug}`;
