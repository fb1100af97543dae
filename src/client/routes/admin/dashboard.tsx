import { useState } from 'react';
import { SeatsSummaryCard } from '../../features/admissions/seats-summary-card.tsx';
import { DashboardHelp } from '../../features/dashboard/dashboard-help.tsx';
import { HelpCard } from '../../features/dashboard/help-card.tsx';
import { QuickActionsCard } from '../../features/dashboard/quick-actions-card.tsx';
import { RecentDocumentsCard } from '../../features/dashboard/recent-documents-card.tsx';
import { SiteSwitcherCard } from '../../features/dashboard/site-switcher-card.tsx';
import { StatCards } from '../../features/dashboard/stat-cards.tsx';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { UploadDocumentDialog } from '../../features/documents/upload-document-dialog.tsx';
import { useCan } from '../../lib/admin-access.ts';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Dashboard') }];

/**
 * Admin spec §2 Dashboard. The dashboard, documents and admissions features meet here, not in
 * each other.
 */
export default function DashboardPage() {
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  // The counts are for everyone; the documents and the actions on them are the NDA manager's.
  const can = useCan();
  const canManageNdas = can('partnerships');

  return (
    <>
      <PageHeader title="Dashboard" description="Your NDAs at a glance." />
      <div className="grid gap-6">
        <SiteSwitcherCard />
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            NDA statistics
          </h2>
          <StatCards />
        </section>
        <div className={canManageNdas ? 'grid gap-6 lg:grid-cols-[2fr_1fr]' : 'grid gap-6'}>
          {canManageNdas ? <RecentDocumentsCard /> : null}
          <div className="grid content-start gap-6">
            {canManageNdas ? (
              <QuickActionsCard
                onCreateFromTemplate={() => setIsCreateOpen(true)}
                onUploadDocument={() => setIsUploadOpen(true)}
              />
            ) : null}
            <HelpCard />
          </div>
        </div>
        {can('admissions') ? <SeatsSummaryCard /> : null}
        <DashboardHelp />
      </div>
      <CreateNdaDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      <UploadDocumentDialog open={isUploadOpen} onOpenChange={setIsUploadOpen} />
    </>
  );
}
