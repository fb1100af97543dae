import { CrmNav } from '../../../features/crm/crm-nav.tsx';
import { ExportPanel } from '../../../features/crm/export-panel.tsx';
import { ImportDonors } from '../../../features/crm/import-donors.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

export function CrmImportPage() {
  return (
    <>
      <PageHeader
        title="Import and export"
        description="Download donors and gifts as CSV files, or add and update donors from a CSV file."
      />
      <CrmNav />
      <div className="grid gap-6">
        <ExportPanel />
        <ImportDonors />
      </div>
    </>
  );
}
