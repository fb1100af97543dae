import { SeatsSummaryCard } from '../../../features/admissions/seats-summary-card.tsx';
import { GivingSummaryCard } from '../../../features/crm/giving-summary-card.tsx';
import { useDashboardAreas } from '../../../features/dashboard/api.ts';
import { RecentDocumentsCard } from '../../../features/dashboard/recent-documents-card.tsx';
import { QuickActionsCard } from '../../../features/dashboard/quick-actions-card.tsx';
import { StatCards } from '../../../features/dashboard/stat-cards.tsx';
import { VisitsTodayCard } from '../../../features/visits-admin/visits-today-card.tsx';
import type { DashboardArea, DashboardAreaDto } from '../../../../domain/auth/dashboard-areas.ts';
import { QueryState } from '../../../ui/query-state.tsx';

/**
 * The dashboard's areas, as the server lists them for this person (GET /api/dashboard/areas):
 * NDAs, admissions, donors and giving. An area that is not listed is not drawn, and its links
 * appear only where `canOpen` says the person's role opens the page behind them.
 */
export function DashboardAreas(props: { onCreateFromTemplate(): void; onUploadDocument(): void }) {
  const areas = useDashboardAreas();
  return (
    <QueryState query={areas} what="Your dashboard" loadingLabel="Loading your dashboard...">
      {(data) => <AreaList areas={data.areas} {...props} />}
    </QueryState>
  );
}

function AreaList({
  areas,
  onCreateFromTemplate,
  onUploadDocument,
}: {
  areas: DashboardAreaDto[];
  onCreateFromTemplate(): void;
  onUploadDocument(): void;
}) {
  const find = (area: DashboardArea) => areas.find((shown) => shown.area === area);
  const ndas = find('ndas');
  const admissions = find('admissions');
  const giving = find('giving');
  if (!ndas && !admissions && !giving) {
    return (
      <p className="text-ink-muted">
        Your role has no figures to show here. Ask an owner of this site if you need one.
      </p>
    );
  }
  return (
    <>
      {ndas ? (
        <section aria-labelledby="stats-title" className="grid gap-6">
          <h2 id="stats-title" className="text-xl font-semibold">
            NDAs
          </h2>
          <StatCards canOpen={ndas.canOpen} />
          {ndas.canOpen ? (
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <RecentDocumentsCard />
              <QuickActionsCard
                onCreateFromTemplate={onCreateFromTemplate}
                onUploadDocument={onUploadDocument}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      {admissions ? <SeatsSummaryCard /> : null}
      {admissions ? <VisitsTodayCard /> : null}
      {giving ? <GivingSummaryCard canOpen={giving.canOpen} /> : null}
    </>
  );
}
