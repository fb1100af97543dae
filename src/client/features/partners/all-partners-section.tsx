import { AddPartnerDialog } from './add-partner-dialog.tsx';
import { ArchivedPartnersList } from './archived-partners-list.tsx';
import { PartnersGrid } from './partners-grid.tsx';

export function AllPartnersSection() {
  return (
    <section aria-labelledby="all-partners-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="all-partners-heading" className="text-xl font-semibold text-ink">
          All Partners
        </h2>
        <AddPartnerDialog />
      </div>
      <PartnersGrid />
      <ArchivedPartnersList />
    </section>
  );
}
