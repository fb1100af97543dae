import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { CreditBasisSentence, CreditBasisSwitch } from './credit-basis-switch.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { DonorReportTable } from './donor-report-table.tsx';
import { byCapacityQuery, downloadByCapacity } from './report-api.ts';

/** Donors grouped by giving capacity, each group with its count and what it has given. */
export function CapacityReport() {
  const [includeSoftCredit, setIncludeSoftCredit] = useState(false);
  const query = useQuery(byCapacityQuery(includeSoftCredit));
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-ink">
        Donors by how much they could give, as staff have assessed it.
      </p>
      <CsvDownloadButton
        label="Download CSV"
        srLabel="of donors by capacity"
        download={() => downloadByCapacity(includeSoftCredit)}
      />
      <CreditBasisSwitch
        id="capacity-soft-credit"
        includeSoftCredit={includeSoftCredit}
        onChange={setIncludeSoftCredit}
      />
      <CreditBasisSentence includeSoftCredit={includeSoftCredit} />
      <QueryState query={query} what="The report">
        {(groups) => (
          <div className="grid gap-6">
            {groups.map((group) => (
              <section key={group.capacity ?? 'none'} aria-label={group.label}>
                <h3 className="text-lg font-semibold text-ink">{group.label}</h3>
                <p className="mb-2 text-ink-muted">
                  {group.donorCount} {group.donorCount === 1 ? 'donor' : 'donors'}, who have given{' '}
                  {formatWholeDollars(group.totalGivenCents)} in all
                  {includeSoftCredit ? ', soft credit included' : ''}.
                </p>
                {group.donors.length > 0 ? (
                  <DonorReportTable
                    caption={`${group.label} donors`}
                    rows={group.donors}
                    showSoftCredit={includeSoftCredit}
                  />
                ) : null}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
