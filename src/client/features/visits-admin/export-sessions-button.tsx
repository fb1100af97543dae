import { useMutation } from '@tanstack/react-query';
import { formatDate } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { downloadSessions, type SessionRange } from './api.ts';

/** The sessions of the days shown, with their bookings, as a CSV file. */
export function ExportSessionsButton({ range }: { range: SessionRange }) {
  const download = useMutation({ mutationFn: () => downloadSessions(range) });
  return (
    <div>
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Downloading...' : 'Export CSV'}
        <span className="sr-only">
          {' '}
          of the sessions from {formatDate(range.from)} to {formatDate(range.to)}
        </span>
      </Button>
      <div role="alert" className="empty:hidden">
        {download.error ? (
          <p className="mt-2 font-medium text-danger">
            The download failed. {describeFailure(download.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
