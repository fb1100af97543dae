import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { linkName } from '../../../domain/collaboration/comment-threads.ts';
import { ACTIVITY_FEED_SIZE } from '../../../domain/sharing/sharing.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { activityQuery, MAX_ACTIVITY_ENTRIES } from './api.ts';
import { activityPhrase } from './activity-labels.ts';

export interface ActivityFeedProps {
  documentId: string;
  /** Offers "Show all activity" (the detail page); the dialog shows the 5 most recent only. */
  canShowAll?: boolean;
}

/**
 * Who viewed, commented, shared, downloaded or edited, newest first (admin spec §2), with the
 * address a protected link's visitor proved (ADR 049).
 */
export function ActivityFeed({ documentId, canShowAll = false }: ActivityFeedProps) {
  const [showAll, setShowAll] = useState(false);
  const recent = useQuery(activityQuery(documentId));
  const all = useQuery({ ...activityQuery(documentId, true), enabled: showAll });
  const query = showAll && all.data ? all : recent;

  const hasMore = recent.data !== undefined && recent.data.length > ACTIVITY_FEED_SIZE;

  return (
    <QueryState
      query={query}
      what="The activity"
      loadingLabel="Loading activity..."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-ink-muted">No activity yet.</p>}
    >
      {(data) => {
        const entries = showAll ? data : data.slice(0, ACTIVITY_FEED_SIZE);
        return (
          <div className="grid gap-3">
            <ul className="grid gap-3" aria-busy={showAll && all.isFetching}>
              {entries.map((entry) => (
                <li key={entry.id} className="grid">
                  <span>
                    <span className="font-semibold">{entry.userName}</span>{' '}
                    {activityPhrase(entry.action)}
                  </span>
                  {entry.visitorEmail ? (
                    <span className="wrap-anywhere text-ink-muted">
                      Verified address: <BreakableAddress value={entry.visitorEmail} />
                    </span>
                  ) : null}
                  {entry.details ? <span className="text-ink-muted">{entry.details}</span> : null}
                  {entry.link ? (
                    <span className="text-sm wrap-anywhere text-ink-muted">
                      Link: {linkName(entry.link)}
                    </span>
                  ) : null}
                  <span className="text-sm text-ink-muted">{formatDateTime(entry.timestamp)}</span>
                </li>
              ))}
            </ul>
            {showAll && entries.length >= MAX_ACTIVITY_ENTRIES ? (
              <p className="text-ink-muted">
                Showing the {MAX_ACTIVITY_ENTRIES} most recent entries.
              </p>
            ) : null}
            {canShowAll && hasMore ? (
              <div>
                <Button variant="secondary" onClick={() => setShowAll((current) => !current)}>
                  {showAll ? 'Show recent activity only' : 'Show all activity'}
                </Button>
              </div>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
