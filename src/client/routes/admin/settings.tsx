import { FundraisingSettingsSection } from '../../features/crm/fundraising-settings-section.tsx';
import { AdminAccountsSection } from '../../features/settings/admin-accounts-section.tsx';
import { HelpSection } from '../../features/settings/help-section.tsx';
import { IntegrationsSection } from '../../features/settings/integrations-section.tsx';
import { OrganisationSection } from '../../features/settings/organisation-section.tsx';
import { OutboxSection } from '../../features/settings/outbox-section.tsx';
import { PasswordSection } from '../../features/settings/password-section.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Settings') }];

export default function SettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your password, the admin accounts, the organisation name used in agreements, the fundraising settings used in receipts, the outbox of emails, and help with the NDA workflow."
      />
      <div className="grid max-w-5xl gap-12">
        <PasswordSection />
        <AdminAccountsSection />
        <OrganisationSection />
        <FundraisingSettingsSection />
        <IntegrationsSection />
        <OutboxSection />
        <HelpSection />
      </div>
    </>
  );
}
