import { useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE } from '../../../domain/audit/audit.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { auditPageQuery, type AuditFilters } from './api.ts';
import { AuditDownloadButton } from './audit-download-button.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { AuditTable } from './audit-table.tsx';
import { useAuditFilters } from './use-audit-filters.ts';

function resultsMessage(total: number | undefined, isFetching: boolean) {
  if (isFetching || total === undefined) return 'Loading entries...';
  return `${total} ${total === 1 ? 'entry' : 'entries'} found.`;
}

const isFiltered = (filters: AuditFilters) => Object.values(filters).some(Boolean);

/**
 * Settings › Audit log (owners only): who did what and when, including every export
 * of personal data and every look at a student's needs, filtered by person, area and days.
 */
export function AuditLogSection() {
  const { filters, page, setFilters, setPage } = useAuditFilters();
  const log = useQuery(auditPageQuery(filters, page));
  const total = log.data?.total;

  return (
    <section aria-labelledby="audit-log-heading" className="grid gap-6">
      <div>
        <h2 id="audit-log-heading" className="text-xl font-semibold text-ink">
          Audit log
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted">
          Who did what and when, newest first: changes to records, sign-ins, every export of
          personal data and every time someone opened a student’s needs. Nothing here can be edited.
        </p>
      </div>
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
      <AuditDownloadButton filters={filters} />
      <div>
        <p role="status" className="sr-only">
          {resultsMessage(total, log.isFetching)}
        </p>
        <QueryState
          query={log}
          what="The audit log"
          loadingLabel="Loading entries..."
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="text-ink-muted">
              {isFiltered(filters) ? 'No entries match these filters.' : 'No entries yet.'}
            </p>
          }
        >
          {(data) => (
            <>
              <AuditTable entries={data.items} isBusy={log.isFetching} />
              <Pagination
                label="Audit log pages"
                page={page}
                pageSize={AUDIT_PAGE_SIZE}
                total={data.total}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
