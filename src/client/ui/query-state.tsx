import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { readServerMessage } from '../lib/api-error.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The one place that says data did not arrive. An ESLint rule stops "could not
 * be loaded" being written anywhere else in src/client, so every list and page says it the same
 * plain way, announces it and offers the same "Try again".
 */

/**
 * card: a bordered card with the server's reason, for a page's main list or record.
 * inline: the sentence and "Try again" inside a section or card that keeps its heading.
 * compact: one small line beside a form that still works without the data (a hint says how).
 */
export type LoadFailedPresentation = 'card' | 'inline' | 'compact';

/**
 * "The templates could not be loaded. You can write the text yourself." For a field's hint,
 * which must be a string; everything else renders LoadFailed or QueryState.
 */
export function loadFailedText(what: string, hint?: string): string {
  return hint ? `${what} could not be loaded. ${hint}` : `${what} could not be loaded.`;
}

export interface LoadFailedProps {
  /** What did not arrive, as the sentence's subject: "The documents", "This partner". */
  what: string;
  /** What the person can still do: "You can still filter by area and date." */
  hint?: string;
  /** The failed request's error: its server message, when there is one, is shown too. */
  error?: unknown;
  /** Offers "Try again"; left out where the rest of the form works without the data. */
  onRetry?: () => void;
  /** A retry is under way: the button says so instead of looking as if nothing happened. */
  isRetrying?: boolean;
  presentation?: LoadFailedPresentation;
  className?: string;
}

function RetryButton({
  onRetry,
  isRetrying,
  className,
}: Pick<LoadFailedProps, 'onRetry' | 'isRetrying' | 'className'>) {
  if (!onRetry) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      aria-disabled={isRetrying || undefined}
      onClick={() => (isRetrying ? undefined : onRetry())}
    >
      {isRetrying ? 'Trying again...' : 'Try again'}
    </Button>
  );
}

/** ui/card.tsx's look with a red border: Card's own border-line would win over border-danger. */
const FAILED_CARD = 'rounded-lg border border-danger bg-surface p-6 shadow-sm';

/** Data that did not arrive: says so (announced with role="alert") and offers to try again. */
export function LoadFailed(props: LoadFailedProps) {
  const { what, hint, error, onRetry, isRetrying, presentation = 'inline', className } = props;
  const serverMessage = error === undefined ? null : readServerMessage(error);

  if (presentation === 'card') {
    return (
      <div role="alert" className={clsx(FAILED_CARD, className)}>
        <p className="font-semibold">{loadFailedText(what)}</p>
        <p className="mt-1 text-ink-muted">
          {[hint, serverMessage ?? 'Please check your connection and try again.']
            .filter(Boolean)
            .join(' ')}
        </p>
        <RetryButton onRetry={onRetry} isRetrying={isRetrying} className="mt-4" />
      </div>
    );
  }
  if (presentation === 'compact') {
    return (
      <div role="alert" className={className}>
        <p className="text-sm text-danger">{loadFailedText(what, hint)}</p>
        <RetryButton onRetry={onRetry} isRetrying={isRetrying} className="mt-2" />
      </div>
    );
  }
  return (
    <div role="alert" className={className}>
      <p className="text-ink">{loadFailedText(what, hint)}</p>
      {serverMessage ? <p className="mt-1 text-ink-muted">{serverMessage}</p> : null}
      <RetryButton onRetry={onRetry} isRetrying={isRetrying} className="mt-3" />
    </div>
  );
}

/** The part of a TanStack Query result this needs (any useQuery result fits). */
export interface LoadableQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: LoadableQuery<T>;
  /** The sentence's subject when it fails: "The report", "The comments". */
  what: string;
  /** Read while loading; defaults to "Loading the report..." from `what`. */
  loadingLabel?: string;
  /** False where a results line beside the list already says "Loading..." for everyone. */
  showLoadingLabel?: boolean;
  /**
   * Placeholder shapes (ui/skeleton.tsx) instead of the spinner, where the content has a known
   * outline. They are hidden from screen readers; the loading label is announced instead.
   */
  skeleton?: ReactNode;
  hint?: string;
  presentation?: LoadFailedPresentation;
  /** Given the data, whether there is nothing to show; then `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** On the loading and failure states (the data's own markup has its own classes). */
  className?: string;
  children: (data: T) => ReactNode;
}

/** Loading, failure with "Try again", empty, or the data: the same states on every list. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, what, hint, presentation, isEmpty, empty = null, className, children } = props;
  if (query.isError) {
    return (
      <LoadFailed
        what={what}
        hint={hint}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        presentation={presentation}
        className={className}
      />
    );
  }
  if (query.data === undefined) {
    const label =
      props.loadingLabel ?? `Loading ${what.charAt(0).toLowerCase()}${what.slice(1)}...`;
    if (!props.skeleton) {
      const showLabel = props.showLoadingLabel ?? true;
      return <Spinner label={label} showLabel={showLabel} className={className} />;
    }
    return (
      <div aria-busy="true" className={className}>
        <p role="status" className="sr-only">
          {label}
        </p>
        {props.skeleton}
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
