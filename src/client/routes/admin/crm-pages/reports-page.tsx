import { CrmNav } from '../../../features/crm/crm-nav.tsx';
import { CrmReports } from '../../../features/crm/crm-reports.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

export function CrmReportsPage() {
  return (
    <>
      <PageHeader
        title="CRM reports"
        description="Donors to ask again, follow-ups due this week, and donors by giving capacity. Each report can be downloaded as a CSV file."
      />
      <CrmNav />
      <CrmReports />
    </>
  );
}
