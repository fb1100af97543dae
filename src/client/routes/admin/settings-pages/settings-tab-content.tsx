import { AccountSecuritySections } from '../../../features/account-security/account-security-sections.tsx';
import { TwoFactorRequirement } from '../../../features/account-security/two-factor-requirement.tsx';
import { AuditLogSection } from '../../../features/audit/audit-log-section.tsx';
import { FundraisingSettingsSection } from '../../../features/crm/fundraising-settings-section.tsx';
import { AdminAccountsSection } from '../../../features/settings/admin-accounts-section.tsx';
import { BackupsSection } from '../../../features/settings/backups-section.tsx';
import { HelpSection } from '../../../features/settings/help-section.tsx';
import { IntegrationsSection } from '../../../features/settings/integrations-section.tsx';
import { OrganisationSection } from '../../../features/settings/organisation-section.tsx';
import { OutboxSection } from '../../../features/settings/outbox-section.tsx';
import { PasswordSection } from '../../../features/settings/password-section.tsx';
import type { SettingsTabSlug } from './settings-tabs.ts';

/** The settings and CRM features meet here: the fundraising settings belong to the organisation. */
export function SettingsTabContent({ slug }: { slug: SettingsTabSlug }) {
  switch (slug) {
    case 'account':
      return (
        <div className="grid gap-12">
          <PasswordSection />
          <AccountSecuritySections />
        </div>
      );
    case 'admin-accounts':
      return (
        <div className="grid gap-12">
          <AdminAccountsSection />
          <TwoFactorRequirement />
        </div>
      );
    case 'organisation':
      return (
        <div className="grid gap-12">
          <OrganisationSection />
          <FundraisingSettingsSection />
        </div>
      );
    case 'integrations':
      return <IntegrationsSection />;
    case 'outbox':
      return <OutboxSection />;
    case 'backups':
      return <BackupsSection />;
    case 'audit-log':
      return <AuditLogSection />;
    case 'help':
      return <HelpSection />;
  }
}
