import { Navigate, useLocation } from 'react-router';
import { permissionForAdminPath, useCan } from '../../lib/admin-access.ts';
import { adminTitle } from '../../lib/page-title.ts';
import { LinkTabs } from '../../ui/link-tabs.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import AdminNotFoundPage from './not-found.tsx';
import { SettingsTabContent } from './settings-pages/settings-tab-content.tsx';
import { SETTINGS_TABS, settingsTabOf, settingsTabPath } from './settings-pages/settings-tabs.ts';
import type { Route } from './+types/settings';

/**
 * One route (`/admin/settings/*`) picks the sub-page from the rest of the path, as the CRM does
 * (routes/admin/crm.tsx): every route is listed in the manifest each public page downloads.
 */
export const meta: Route.MetaFunction = ({ params }) => {
  const slug = settingsTabOf(params['*']);
  if (slug === null) return [{ title: adminTitle('Page Not Found') }];
  const tab = SETTINGS_TABS.find((candidate) => candidate.slug === slug);
  return [{ title: adminTitle(tab ? `Settings: ${tab.label}` : 'Settings') }];
};

/** Settings in sub-pages with their own addresses, instead of one long page. */
export default function SettingsPage({ params }: Route.ComponentProps) {
  const { hash } = useLocation();
  const can = useCan();
  const slug = settingsTabOf(params['*']);
  if (slug === null) return <AdminNotFoundPage />;
  // Only the sub-pages the person's roles open: Account and Help are everyone's.
  const tabs = SETTINGS_TABS.map((tab) => ({
    label: tab.label,
    to: settingsTabPath(tab.slug),
  })).filter((tab) => can(permissionForAdminPath(tab.to)));
  // /admin/settings opens the first sub-page; the old "#help" address opens Help.
  if (slug === '') {
    return <Navigate replace to={settingsTabPath(hash === '#help' ? 'help' : 'account')} />;
  }

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your account, the admin accounts, the organisation and its fundraising details, the integrations, the outbox of emails, and help with the NDA workflow."
      />
      <LinkTabs label="Settings sections" tabs={tabs} className="mb-8" />
      <div className="max-w-5xl">
        <SettingsTabContent slug={slug} />
      </div>
    </>
  );
}
