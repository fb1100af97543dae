import { useState } from 'react';
import { DashboardHelp } from '../../features/dashboard/dashboard-help.tsx';
import { HelpCard } from '../../features/dashboard/help-card.tsx';
import { SiteSwitcherCard } from '../../features/dashboard/site-switcher-card.tsx';
import { CreateNdaDialog } from '../../features/documents/create-nda-dialog.tsx';
import { UploadDocumentDialog } from '../../features/documents/upload-document-dialog.tsx';
import { DashboardAreas } from './dashboard-pages/dashboard-areas.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Dashboard') }];

/**
 * Admin spec §2 Dashboard. The dashboard, documents, admissions and CRM features meet here, not in
 * each other; which areas a person sees is the server's answer (dashboard-areas.tsx).
 */
export default function DashboardPage() {
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [isUploadOpen, setIsUploadOpen] = useState(false);

  return (
    <>
      <PageHeader title="Dashboard" description="Your areas at a glance." />
      <div className="grid gap-6">
        <SiteSwitcherCard />
        <DashboardAreas
          onCreateFromTemplate={() => setIsCreateOpen(true)}
          onUploadDocument={() => setIsUploadOpen(true)}
        />
        <HelpCard />
        <DashboardHelp />
      </div>
      <CreateNdaDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      <UploadDocumentDialog open={isUploadOpen} onOpenChange={setIsUploadOpen} />
    </>
  );
}
