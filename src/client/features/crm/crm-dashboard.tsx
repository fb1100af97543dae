import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChartData } from '../../../domain/content/charts.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { AddDonorDialog } from './add-donor-dialog.tsx';
import { crmSummaryQuery } from './api.ts';
import { CampaignProgress } from './campaign-progress.tsx';
import { CrmSummaryCards } from './crm-summary-cards.tsx';
import { DonorList } from './donor-list.tsx';
import { givingByMonthChart } from './giving-chart.ts';

export interface CrmDashboardProps {
  /** Draws the giving chart; the route lends the public site's accessible bar chart. */
  renderChart: (chart: ChartData) => ReactNode;
}

/** The donor dashboard (public spec §2): cards, donors, campaign progress and giving by month. */
export function CrmDashboard({ renderChart }: CrmDashboardProps) {
  const summary = useQuery(crmSummaryQuery());

  return (
    <>
      <div className="mb-6">
        <AddDonorDialog />
      </div>
      <QueryState query={summary} what="The summary" presentation="card" className="mb-8">
        {(data) => <CrmSummaryCards summary={data} />}
      </QueryState>
      <DonorList />
      {summary.data ? (
        <div className="mt-8 grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <CampaignProgress summary={summary.data} />
          {renderChart(givingByMonthChart(summary.data))}
        </div>
      ) : null}
    </>
  );
}
