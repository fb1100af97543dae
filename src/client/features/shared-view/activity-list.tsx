import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSharedActivity } from './api.ts';
import { activityVerb } from './shared-view-labels.ts';

/** Who did what and when, newest first (spec §3: userName, action, timestamp). */
export function ActivityList({ token, documentId }: { token: string; documentId: string }) {
  const activity = useSharedActivity(documentId, token);

  return (
    <Card>
      <section aria-labelledby="shared-activity-heading" aria-busy={activity.isPending}>
        <h2 id="shared-activity-heading" className="text-xl font-semibold text-ink">
          Activity
        </h2>
        {activity.isPending ? (
          <div className="mt-4 grid gap-2">
            <span className="sr-only">Loading activity...</span>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : activity.isError ? (
          <p role="alert" className="mt-4 text-danger">
            The activity could not be loaded. Please reload the page.
          </p>
        ) : activity.data.length === 0 ? (
          <p className="mt-4 text-ink-muted">No activity yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {activity.data.map((entry) => (
              <li key={entry.id} className="grid">
                <span className="break-words text-ink">
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
      </section>
    </Card>
  );
}
