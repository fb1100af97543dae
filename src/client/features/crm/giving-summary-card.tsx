import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { crmSummaryQuery } from './api.ts';

/**
 * Donors and giving on the dashboard: three totals, and the way to the CRM only for someone whose
 * role opens it (`canOpen`, decided by the server: GET /api/dashboard/areas).
 */
export function GivingSummaryCard({ canOpen }: { canOpen: boolean }) {
  const headingId = useId();
  const summary = useQuery(crmSummaryQuery());
  return (
    <Card className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Donors and giving
      </h2>
      <QueryState query={summary} what="The giving totals" loadingLabel="Loading giving totals...">
        {(data) => (
          <dl aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-3">
            <div className="grid gap-0.5">
              <dt className="text-sm font-semibold text-ink-muted">Raised this year</dt>
              <dd className="text-2xl font-semibold">
                {formatWholeDollars(data.raisedThisYearCents)}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-sm font-semibold text-ink-muted">Donors</dt>
              <dd className="text-2xl font-semibold">{data.totalDonors}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-sm font-semibold text-ink-muted">Average gift</dt>
              <dd className="text-2xl font-semibold">
                {formatWholeDollars(data.averageGiftCents)}
              </dd>
            </div>
          </dl>
        )}
      </QueryState>
      {canOpen ? (
        <Link
          to="/admin/crm"
          className="inline-flex min-h-10 items-center text-brand underline underline-offset-2"
        >
          Donors and gifts in the CRM
        </Link>
      ) : null}
    </Card>
  );
}
