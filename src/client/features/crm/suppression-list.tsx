import { useQuery } from '@tanstack/react-query';
import { SUPPRESSION_SOURCE_LABELS } from '../../../domain/crm/email-suppression.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { ONLY_THE_DONOR_RESUBSCRIBES } from './suppression-words.ts';
import { emailSuppressionsQuery, exportEmailSuppressions } from './email-suppression-api.ts';

/**
 * Who gets no campaign mail: every campaign leaves them out. Receipts and thank-you letters
 * still go to them.
 */
export function SuppressionList() {
  const query = useQuery(emailSuppressionsQuery());
  return (
    <section aria-labelledby="suppression-list-title" className="grid gap-4">
      <h2 id="suppression-list-title" className="text-xl font-semibold text-ink">
        Unsubscribed from campaign email
      </h2>
      <p className="text-ink-muted">
        Every campaign leaves these donors out. Receipts and thank-you letters still go to them.{' '}
        {ONLY_THE_DONOR_RESUBSCRIBES}
      </p>
      <CsvDownloadButton label="Export unsubscribed CSV" download={exportEmailSuppressions} />
      <QueryState
        query={query}
        what="The list of unsubscribed donors"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No donor has unsubscribed.</p>}
      >
        {(rows) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pe-4">
                    Donor
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    Address
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    When
                  </th>
                  <th scope="col" className="py-2">
                    How
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.donorId} className="border-b border-line">
                    <td className="py-2 pe-4">{row.donorName}</td>
                    <td className="py-2 pe-4 wrap-anywhere">{row.email ?? '—'}</td>
                    <td className="py-2 pe-4">{formatDateTime(row.unsubscribedAt)}</td>
                    <td className="py-2">{SUPPRESSION_SOURCE_LABELS[row.source]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
