import { Link } from 'react-router';
import { EXPIRING_SOON_DAYS } from '../../../domain/documents.ts';
import type { DashboardStatsDto } from '../../../domain/document-schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
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

/**
 * The four counts of admin spec §2 plus NDAs whose term ends within 30 days. While loading:
 * four placeholder cards. No stats: nothing at all, as the spec says.
 */
export function StatCards() {
  const stats = useDashboardStats();

  if (stats.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <p role="status" className="sr-only">
          Loading statistics...
        </p>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Card key={index} className="grid gap-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-12" />
          </Card>
        ))}
      </div>
    );
  }

  if (stats.isError) {
    return (
      <Card role="alert">
        <p>The statistics could not be loaded.</p>
        <Button className="mt-3" variant="secondary" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const data = stats.data;
  if (!data) return null;

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
          <Link
            to={EXPIRING_LINK}
            className="inline-flex min-h-6 items-center text-sm text-brand underline underline-offset-2"
          >
            View these NDAs
          </Link>
        </dd>
      </Card>
    </dl>
  );
}
