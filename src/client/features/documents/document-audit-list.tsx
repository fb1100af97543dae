import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentAudit } from './api.ts';

/** The server's action names, as a person would say them. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  send: 'Sent',
  upload: 'Uploaded',
  expire: 'Marked as expired',
  delete: 'Deleted',
};

/** Known actions read as words; an unknown one ("share-link.create") is tidied up. */
function actionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const words = action.replace(/[-_.]/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

const PLACEHOLDER = (
  <div className="grid gap-2">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-5 w-1/2" />
  </div>
);

/** Who changed this document and when (the audit log, newest first). */
export function DocumentAuditList({ documentId }: { documentId: string }) {
  const audit = useDocumentAudit(documentId);
  return (
    <Card>
      <h2 className="text-xl font-semibold">Activity log</h2>
      <QueryState
        query={audit}
        what="The activity log"
        loadingLabel="Loading activity..."
        skeleton={PLACEHOLDER}
        isEmpty={(entries) => entries.length === 0}
        empty={<p className="mt-4 text-ink-muted">No activity recorded yet.</p>}
        className="mt-4"
      >
        {(entries) => (
          <ul className="mt-4 grid gap-3">
            {entries.map((entry) => (
              <li key={entry.id} className="grid">
                <span className="font-medium">
                  {actionLabel(entry.action)} by {entry.actorName}
                </span>
                <span className="text-ink-muted">{formatDateTime(entry.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
