import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** "the report", "the campaigns": used in the loading and failure messages. */
  what: string;
  children: (data: T) => ReactNode;
}

/** Loading, failure with "Try again", or the data: the same three states on every CRM page. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <Card role="alert" className="border-danger">
        <p className="font-semibold">
          {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded.
        </p>
        <p className="mt-1 text-ink-muted">
          {readServerMessage(query.error) ?? 'Please check your connection and try again.'}
        </p>
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (query.data === undefined) return <Spinner label={`Loading ${what}...`} />;
  return <>{children(query.data)}</>;
}
