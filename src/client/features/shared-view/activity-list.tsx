import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSharedActivity } from './api.ts';
import { activityVerb } from './shared-view-labels.ts';

const PLACEHOLDER = (
  <div className="grid gap-2">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-5 w-1/2" />
  </div>
);

/** Who did what and when, newest first (spec §3: userName, action, timestamp). */
export function ActivityList({ token, documentId }: { token: string; documentId: string }) {
  const activity = useSharedActivity(documentId, token);

  return (
    <Card>
      <section aria-labelledby="shared-activity-heading">
        <h2 id="shared-activity-heading" className="text-xl font-semibold text-ink">
          Activity
        </h2>
        <QueryState
          query={activity}
          what="The activity"
          loadingLabel="Loading activity..."
          skeleton={PLACEHOLDER}
          isEmpty={(entries) => entries.length === 0}
          empty={<p className="mt-4 text-ink-muted">No activity yet.</p>}
          className="mt-4"
        >
          {(entries) => (
            <ul className="mt-4 grid gap-3">
              {entries.map((entry) => (
                <li key={entry.id} className="grid">
                  <span className="wrap-anywhere text-ink">
                    <span className="font-semibold">{entry.userName}</span>{' '}
                    {activityVerb(entry.action)}
                    {entry.details ? (
                      <span className="text-ink-muted"> ({entry.details})</span>
                    ) : null}
                  </span>
                  <time dateTime={entry.timestamp} className="text-sm text-ink-muted">
                    {formatDateTime(entry.timestamp)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Card>
  );
}
