import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_AUDIT_CSV_ROWS } from '../../../domain/audit/audit.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { downloadAuditCsv, type AuditFilters } from './api.ts';

/** The entries the filters match, as a CSV file (with the Bearer header, so not a plain link). */
export function AuditDownloadButton({ filters }: { filters: AuditFilters }) {
  const queryClient = useQueryClient();
  const download = useMutation({ mutationFn: () => downloadAuditCsv(filters, queryClient) });
  return (
    <div className="grid justify-items-start gap-2">
      <p id="audit-download-hint" className="text-sm text-ink-muted">
        Every entry that matches the filters, up to {MAX_AUDIT_CSV_ROWS.toLocaleString('en-US')}.
        The download is recorded in the log too.
      </p>
      <Button
        variant="secondary"
        aria-describedby="audit-download-hint"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Downloading...' : 'Download CSV'}
      </Button>
      <div role="alert" className="empty:hidden">
        {download.error ? (
          <p className="font-medium text-danger">
            The download failed. {describeFailure(download.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
