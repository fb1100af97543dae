import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { donorDisplayName } from '../../../domain/crm-rules.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { donorPagePath } from './api.ts';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { NoValue } from './no-value.tsx';
import { QueryState } from './query-state.tsx';
import { downloadFollowUps, followUpsQuery } from './report-api.ts';

/** Follow-ups due Monday to Sunday of this week, and overdue ones from before. */
export function FollowUpReport() {
  const query = useQuery(followUpsQuery());
  return (
    <div className="grid gap-4">
      <QueryState query={query} what="the follow-ups">
        {(report) => (
          <>
            <p className="max-w-prose text-ink">
              Donors to contact in the week of {formatDate(report.weekStart)} to{' '}
              {formatDate(report.weekEnd)}, and those whose follow-up date has already passed.
            </p>
            <CsvDownloadButton
              label="Download CSV"
              srLabel="of the follow-ups"
              download={downloadFollowUps}
            />
            {report.items.length === 0 ? (
              <p className="font-medium text-ink">No follow-ups due this week.</p>
            ) : (
              <Table caption="Follow-ups due this week" hideCaption>
                <THead>
                  <TRow>
                    <TH>Name</TH>
                    <TH>Follow up on</TH>
                    <TH>Assigned to</TH>
                    <TH>Email</TH>
                    <TH>Phone</TH>
                  </TRow>
                </THead>
                <TBody>
                  {report.items.map((row) => (
                    <TRow key={row.id}>
                      <TH scope="row" className="font-medium">
                        <Link
                          to={donorPagePath(row.id)}
                          className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
                        >
                          {donorDisplayName(row)}
                        </Link>
                      </TH>
                      <TD className="whitespace-nowrap">
                        {formatDate(row.nextFollowUp)}{' '}
                        {row.isOverdue ? <Badge variant="destructive">Overdue</Badge> : null}
                      </TD>
                      <TD>{row.assignedTo ?? <NoValue />}</TD>
                      <TD className="break-all">{row.email ?? <NoValue />}</TD>
                      <TD>{row.phone ?? <NoValue />}</TD>
                    </TRow>
                  ))}
                </TBody>
              </Table>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
