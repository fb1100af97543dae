import { useQuery } from '@tanstack/react-query';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { DonorReportTable } from './donor-report-table.tsx';
import { byCapacityQuery, downloadByCapacity } from './report-api.ts';

/** Donors grouped by giving capacity, each group with its count and what it has given. */
export function CapacityReport() {
  const query = useQuery(byCapacityQuery());
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-ink">
        Donors by how much they could give, as staff have assessed it.
      </p>
      <CsvDownloadButton
        label="Download CSV"
        srLabel="of donors by capacity"
        download={downloadByCapacity}
      />
      <QueryState query={query} what="The report">
        {(groups) => (
          <div className="grid gap-6">
            {groups.map((group) => (
              <section key={group.capacity ?? 'none'} aria-label={group.label}>
                <h3 className="text-lg font-semibold text-ink">{group.label}</h3>
                <p className="mb-2 text-ink-muted">
                  {group.donorCount} {group.donorCount === 1 ? 'donor' : 'donors'}, who have given{' '}
                  {formatWholeDollars(group.totalGivenCents)} in all.
                </p>
                {group.donors.length > 0 ? (
                  <DonorReportTable caption={`${group.label} donors`} rows={group.donors} />
                ) : null}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
