import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { QueryState, type LoadableQuery } from '../../ui/query-state.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * QueryState (loading, empty, the data) for the page's lists, except that a failure is said in
 * the page's language: QueryState's sentence is English only. The same alert and "Try again".
 */
export function ListState<T>({
  query,
  words,
  skeleton,
  isEmpty,
  children,
}: {
  query: LoadableQuery<T>;
  words: { title: string; loading: string; empty: string; loadFailed: string };
  skeleton: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { RETRY } = useSharedViewCopy().words;
  if (query.isError) {
    return (
      <div role="alert" className="mt-4">
        <p className="text-ink">{words.loadFailed}</p>
        <Button
          variant="secondary"
          className="mt-3"
          aria-disabled={query.isFetching || undefined}
          onClick={() => (query.isFetching ? undefined : void query.refetch())}
        >
          {query.isFetching ? RETRY.busy : RETRY.label}
        </Button>
      </div>
    );
  }
  return (
    <QueryState
      query={query}
      what={words.title}
      loadingLabel={words.loading}
      skeleton={skeleton}
      isEmpty={isEmpty}
      empty={<p className="mt-4 text-ink-muted">{words.empty}</p>}
      className="mt-4"
    >
      {children}
    </QueryState>
  );
}
