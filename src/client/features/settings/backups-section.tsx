import { useQuery } from '@tanstack/react-query';
import { BACKUP_HOUR, formatFileSize } from '../../../domain/backups/backups.ts';
import type { BackupRunDto, BackupStatusDto } from '../../../domain/backups/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { BackupCopiesList } from './backup-copies-list.tsx';
import { backupStatusQuery, useBackUpNow } from './backups-api.ts';
import { DownloadBackupDialog } from './download-backup-dialog.tsx';

const KIND_LABELS: Record<BackupRunDto['kind'], string> = {
  nightly: 'Nightly backup',
  manual: 'Backup made from this page',
};

/** The last good backup, and a newer failure if there is one: the two facts an owner needs. */
function LastBackups({ status }: { status: BackupStatusDto }) {
  const { lastSucceeded, lastRun } = status;
  const failedSince = lastRun?.status === 'failed' ? lastRun : null;
  return (
    <dl className="mt-4 grid gap-4 md:grid-cols-2">
      <Card>
        <dt className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          Last successful backup
          <Badge variant={lastSucceeded ? 'success' : 'muted'}>
            {lastSucceeded ? 'Succeeded' : 'None yet'}
          </Badge>
        </dt>
        <dd className="mt-2 text-ink-muted">
          {lastSucceeded ? (
            <>
              {KIND_LABELS[lastSucceeded.kind]} on {formatDateTime(lastSucceeded.startedAt)}:{' '}
              <span className="wrap-anywhere">{lastSucceeded.fileName}</span> (
              {formatFileSize(lastSucceeded.bytes ?? 0)}).
            </>
          ) : (
            'No backup has been made yet.'
          )}
        </dd>
      </Card>
      {failedSince ? (
        <Card>
          <dt className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            Last attempt
            <Badge variant="destructive">Failed</Badge>
          </dt>
          <dd className="mt-2 text-ink-muted">
            {KIND_LABELS[failedSince.kind]} on {formatDateTime(failedSince.startedAt)} failed:{' '}
            <span className="wrap-anywhere">{failedSince.error}</span>
          </dd>
        </Card>
      ) : null}
    </dl>
  );
}

/**
 * Settings › Backups (ADR 022): when the last backup succeeded, the files kept, and a
 * button to make one now. Restoring is a server command, described here and in docs/operations.md.
 */
export function BackupsSection() {
  const query = useQuery(backupStatusQuery());
  const backUpNow = useBackUpNow();

  function handleBackUpNow() {
    backUpNow.mutate(undefined, {
      onSuccess: (run) =>
        toast({
          title: 'Backup written',
          description: `${run.fileName} (${formatFileSize(run.bytes ?? 0)}).`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Backup failed',
          description: describeFailure(error),
        }),
    });
  }

  return (
    <section aria-labelledby="backups-heading">
      <h2 id="backups-heading" className="text-xl font-semibold text-ink">
        Backups
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        The server backs up the whole database every night from {BACKUP_HOUR} AM, organisation time,
        and keeps the newest {query.data?.keep ?? 'few'}. Keep a copy on another machine or in cloud
        storage: a backup on the same disk does not survive that disk. You can download a backup
        here, and the server can copy each one for you (see Copies below).
      </p>
      <QueryState
        query={query}
        what="The backups"
        loadingLabel="Loading backups..."
        className="mt-4"
      >
        {(status) => (
          <>
            <LastBackups status={status} />
            <div className="mt-6">
              <Button onClick={handleBackUpNow} disabled={backUpNow.isPending}>
                {backUpNow.isPending ? 'Backing up...' : 'Back up now'}
              </Button>
            </div>
            <h3 className="mt-8 text-lg font-semibold text-ink">Backup files</h3>
            <p className="mt-1 text-ink-muted">
              In <span className="wrap-anywhere font-mono text-sm">{status.folder}</span> on the
              server.
            </p>
            {status.files.length === 0 ? (
              <p className="mt-3 text-ink">There are no backup files yet.</p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {status.files.map((file) => (
                  <li
                    key={file.name}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-3"
                  >
                    <span className="min-w-0">
                      <span className="font-mono text-sm wrap-anywhere text-ink">{file.name}</span>
                      <span className="block text-ink-muted">
                        {formatFileSize(file.bytes)} · {formatDateTime(file.modifiedAt)}
                      </span>
                    </span>
                    <DownloadBackupDialog fileName={file.name} />
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-8 text-lg font-semibold text-ink">Copies</h3>
            <BackupCopiesList copies={status.copies} />
            <h3 className="mt-8 text-lg font-semibold text-ink">Restoring a backup</h3>
            <p className="mt-1 max-w-prose text-ink-muted">
              Stop the server, then run{' '}
              <code className="wrap-anywhere">npm run admin -- restore --from &lt;file&gt;</code> on
              it. The guide docs/operations.md in the source code explains each step, and how to
              move to PostgreSQL.
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
