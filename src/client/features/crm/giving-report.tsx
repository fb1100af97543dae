import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Label } from '../../ui/label.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { CreditBasisSentence, CreditBasisSwitch } from './credit-basis-switch.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { DonorReportTable } from './donor-report-table.tsx';
import { downloadGivingReport, givingReportQuery, type GivingReport } from './report-api.ts';

const YEARS_BACK = 10;

const TEXT: Record<
  GivingReport,
  { name: string; explain: (year: number) => string; header: (year: number) => string }
> = {
  lybunt: {
    name: 'LYBUNT',
    explain: (year) =>
      `Donors who gave last year (${year - 1}) but not yet in ${year}: the first people to ask again.`,
    header: (year) => `Given in ${year - 1}`,
  },
  sybunt: {
    name: 'SYBUNT',
    explain: (year) =>
      `Donors who gave in some year before ${year - 1}, but neither in ${year - 1} nor in ${year}. Donors on the LYBUNT list are not repeated here.`,
    header: () => 'Given in earlier years',
  },
};

/** LYBUNT or SYBUNT for a chosen "this year", with its CSV. */
export function GivingReportView({ report }: { report: GivingReport }) {
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [includeSoftCredit, setIncludeSoftCredit] = useState(false);
  const query = useQuery(givingReportQuery(report, year, includeSoftCredit));
  const text = TEXT[report];
  const selectId = `${report}-year`;

  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-ink">{text.explain(year)}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>This year is</Label>
          <Select
            id={selectId}
            className="w-40"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {Array.from({ length: YEARS_BACK }, (_, index) => currentYear - index).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <CsvDownloadButton
          label="Download CSV"
          srLabel={`of the ${text.name} report for ${year}`}
          download={() => downloadGivingReport(report, year, includeSoftCredit)}
        />
      </div>
      <CreditBasisSwitch
        id={`${report}-soft-credit`}
        includeSoftCredit={includeSoftCredit}
        onChange={setIncludeSoftCredit}
      />
      <CreditBasisSentence includeSoftCredit={includeSoftCredit} />
      <QueryState
        query={query}
        what="The report"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p className="font-medium text-ink" role="status">
            No donors on this list for {year}.
          </p>
        }
      >
        {(rows) => (
          <>
            <p className="font-medium text-ink" role="status">
              {rows.length} {rows.length === 1 ? 'donor' : 'donors'} on the {text.name} list for{' '}
              {year}.
            </p>
            <DonorReportTable
              caption={`${text.name} donors for ${year}`}
              rows={rows}
              givingHeader={text.header(year)}
              showSoftCredit={includeSoftCredit}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
