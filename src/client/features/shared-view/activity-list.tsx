import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSharedActivity } from './api.ts';
import { ListState } from './list-state.tsx';
import { formatWhen, useSharedViewCopy } from './shared-view-copy.tsx';

const PLACEHOLDER = (
  <div className="grid gap-2">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-5 w-1/2" />
  </div>
);

/** Who did what and when, newest first (spec §3: userName, action, timestamp). */
export function ActivityList({ token, documentId }: { token: string; documentId: string }) {
  const activity = useSharedActivity(documentId, token);
  const { locale, words } = useSharedViewCopy();
  const { ACTIVITY } = words;

  return (
    <Card>
      <section aria-labelledby="shared-activity-heading">
        <h2 id="shared-activity-heading" className="text-xl font-semibold text-ink">
          {ACTIVITY.title}
        </h2>
        <ListState
          query={activity}
          words={ACTIVITY}
          skeleton={PLACEHOLDER}
          isEmpty={(entries) => entries.length === 0}
        >
          {(entries) => (
            <ul className="mt-4 grid gap-3">
              {entries.map((entry) => (
                <li key={entry.id} className="grid">
                  <span className="wrap-anywhere text-ink">
                    <span className="font-semibold">{entry.userName}</span>{' '}
                    {ACTIVITY.verbs[entry.action] ?? entry.action}
                    {entry.details ? (
                      <span className="text-ink-muted"> ({entry.details})</span>
                    ) : null}
                  </span>
                  <time dateTime={entry.timestamp} className="text-sm text-ink-muted">
                    {formatWhen(locale, entry.timestamp)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </Card>
  );
}
