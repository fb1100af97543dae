import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChartData } from '../../../domain/content/charts.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
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
      {summary.isError ? (
        <Card role="alert" className="mb-8 border-danger">
          <p className="font-semibold">The summary could not be loaded.</p>
          <p className="mt-1 text-ink-muted">
            {readServerMessage(summary.error) ?? 'Please check your connection and try again.'}
          </p>
          <Button className="mt-4" variant="secondary" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Card>
      ) : summary.data ? (
        <CrmSummaryCards summary={summary.data} />
      ) : (
        <Spinner className="mb-8" label="Loading the summary..." />
      )}
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
