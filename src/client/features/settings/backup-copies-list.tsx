import type { BackupCopyTargetDto } from '../../../domain/backups/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';

const DESTINATION_LABELS: Record<BackupCopyTargetDto['destination'], string> = {
  folder: 'Second folder',
  s3: 'S3 bucket',
};

function LastCopy({ copy }: { copy: BackupCopyTargetDto }) {
  const { lastCopy, lastSucceededAt } = copy;
  if (!lastCopy) return <>No backup has been copied here yet. The next backup will be.</>;
  if (lastCopy.status === 'succeeded') {
    return (
      <>
        <span className="break-all">{lastCopy.fileName}</span> was copied on{' '}
        {formatDateTime(lastCopy.finishedAt)}.
      </>
    );
  }
  return (
    <>
      Copying <span className="break-all">{lastCopy.fileName}</span> on{' '}
      {formatDateTime(lastCopy.finishedAt)} failed:{' '}
      <span className="wrap-anywhere">{lastCopy.error}</span> The backup itself is safe in the
      backup folder.{' '}
      {lastSucceededAt
        ? `The last copy that worked was made on ${formatDateTime(lastSucceededAt)}.`
        : 'No copy has worked here yet.'}
    </>
  );
}

/** Where each backup is copied besides the backup folder, and how the last copy went (ADR 038). */
export function BackupCopiesList({ copies }: { copies: BackupCopyTargetDto[] }) {
  if (copies.length === 0) {
    return (
      <p className="mt-1 max-w-prose text-ink-muted">
        Backups are not copied anywhere else yet. To copy each backup to another disk or to
        S3-compatible storage, the person who runs the server sets BACKUP_COPY_DIR or
        BACKUP_S3_BUCKET (the operations guide explains both).
      </p>
    );
  }
  return (
    <dl className="mt-3 grid gap-4 md:grid-cols-2">
      {copies.map((copy) => {
        const status = copy.lastCopy?.status;
        return (
          <Card key={copy.destination}>
            <dt className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {DESTINATION_LABELS[copy.destination]}
              <Badge
                variant={
                  status === 'succeeded' ? 'success' : status === 'failed' ? 'destructive' : 'muted'
                }
              >
                {status === 'succeeded' ? 'Copied' : status === 'failed' ? 'Failed' : 'Not yet'}
              </Badge>
            </dt>
            <dd className="mt-1 font-mono text-sm break-all text-ink">{copy.target}</dd>
            <dd className="mt-2 text-ink-muted">
              <LastCopy copy={copy} />
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
