import { CrmDashboard } from '../../../features/crm/crm-dashboard.tsx';
import { CrmNav } from '../../../features/crm/crm-nav.tsx';
import { BarChart } from '../../../features/public-site/bar-chart.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** The donor dashboard; giving by month borrows the public site's accessible bar chart. */
export function CrmPage() {
  return (
    <>
      <PageHeader
        title="CRM"
        description="Donors, gifts and campaign progress. Search or filter the donors, open one to record a gift or a conversation, or add a donor."
      />
      <CrmNav />
      <CrmDashboard renderChart={(chart) => <BarChart chart={chart} />} />
    </>
  );
}
