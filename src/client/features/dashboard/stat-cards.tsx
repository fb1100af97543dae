import { Link } from 'react-router';
import { EXPIRING_SOON_DAYS } from '../../../domain/documents/documents.ts';
import type { DashboardStatsDto } from '../../../domain/documents/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDashboardStats } from './api.ts';

const STATS: { key: keyof DashboardStatsDto; label: string }[] = [
  { key: 'totalNDAs', label: 'Total NDAs' },
  { key: 'pendingSignatures', label: 'Pending Signatures' },
  { key: 'completed', label: 'Completed' },
  { key: 'activePartners', label: 'Active Partners' },
];
const PLACEHOLDER_CARDS = 4;
const EXPIRING_LINK = `/admin/documents?expiringWithinDays=${EXPIRING_SOON_DAYS}`;

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-5';

const PLACEHOLDER = (
  <div className={GRID}>
    {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
      <Card key={index} className="grid gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-12" />
      </Card>
    ))}
  </div>
);

/**
 * The four counts of admin spec §2 plus NDAs whose term ends within 30 days. While loading:
 * four placeholder cards. No stats: nothing at all, as the spec says.
 */
export function StatCards({ canOpen }: { canOpen: boolean }) {
  const stats = useDashboardStats();
  return (
    <QueryState
      query={stats}
      what="The statistics"
      loadingLabel="Loading statistics..."
      presentation="card"
      skeleton={PLACEHOLDER}
    >
      {(data) => (data ? <StatList data={data} canOpen={canOpen} /> : null)}
    </QueryState>
  );
}

/** `canOpen`: the role opens the documents list, so the link to it is offered. */
function StatList({ data, canOpen }: { data: DashboardStatsDto; canOpen: boolean }) {
  return (
    <dl className={GRID}>
      {STATS.map(({ key, label }) => (
        <Card key={key} className="flex flex-col gap-1">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="text-3xl font-semibold">{data[key]}</dd>
        </Card>
      ))}
      <Card className="flex flex-col gap-1">
        <dt className="text-sm font-semibold text-ink-muted">
          Ending within {EXPIRING_SOON_DAYS} days
        </dt>
        <dd className="grid gap-1">
          <span className="text-3xl font-semibold">{data.expiringSoon}</span>
          {canOpen ? (
            <Link
              to={EXPIRING_LINK}
              className="inline-flex min-h-6 items-center text-sm text-brand underline underline-offset-2"
            >
              View these NDAs
            </Link>
          ) : null}
        </dd>
      </Card>
    </dl>
  );
}
