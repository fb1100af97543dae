import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  TODAY_KIND_RULES,
  type TodayItemDto,
  type TodayKind,
} from '../../domain/today/today-items.ts';
import { AttentionList, forItem } from './attention-list.tsx';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { LoadFailed, type LoadableQuery } from './query-state.tsx';

/** One list of things that need someone (ADR 053), as useQuery gives it. */
export type AttentionQuery = LoadableQuery<TodayItemDto[]>;

/** Whether a list has something to show: items, or the words saying it did not load. */
const showsSomething = (query: AttentionQuery) => query.isError || (query.data?.length ?? 0) > 0;

export interface AttentionSectionProps {
  kind: TodayKind;
  query: AttentionQuery;
  /** The sentence's subject when the list did not arrive: "The waiting signatures". */
  what: string;
  /** Each item's controls (ui/attention-panel.tsx AttentionControls, most often). */
  children: (item: TodayItemDto) => ReactNode;
}

/**
 * One kind of item in a module's "Needs you now" card: its heading (Today's words) with the
 * count, then its items; a one-line failure when the list did not load; nothing while it is empty.
 */
export function AttentionSection({ kind, query, what, children }: AttentionSectionProps) {
  const headingId = useId();
  if (query.isError) {
    return (
      <LoadFailed
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        presentation="compact"
      />
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <h3 id={headingId} className="font-semibold text-ink">
        {TODAY_KIND_RULES[kind].heading} ({items.length})
      </h3>
      <AttentionList items={items}>{(item) => children(item)}</AttentionList>
    </section>
  );
}

export interface NeedsYouNowCardProps {
  /** The lists its sections show; the card is left out while none has anything to show. */
  queries: readonly AttentionQuery[];
  /** Sections side by side on wide screens rather than one under the other. */
  columns?: boolean;
  /** The AttentionSections. */
  children: ReactNode;
}

/**
 * The "Needs you now" card at the top of a module's page. Nothing at all while loading or when
 * every list is empty (and none failed): the page's own job is what comes below it.
 */
export function NeedsYouNowCard({ queries, columns = false, children }: NeedsYouNowCardProps) {
  const headingId = useId();
  if (!queries.some(showsSomething)) return null;
  return (
    <Card className="mb-6 min-w-0 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Needs you now
        </h2>
        <div
          className={
            columns ? 'grid gap-6 lg:grid-cols-[repeat(auto-fit,minmax(0,1fr))]' : 'grid gap-6'
          }
        >
          {children}
        </div>
      </section>
    </Card>
  );
}

/** An item's own action, run from its button (sending a reminder, a thank-you letter). */
export interface AttentionAction<Result> {
  label: string;
  /** The button's words while it runs: "Sending reminder...". */
  pendingLabel: string;
  /** Starts it; use mutateAsync, since the reload may take the item away before it settles. */
  run: () => Promise<Result>;
  onSuccess: (result: Result) => void;
  /** On failure: the words to show beside the item, or null when it dealt with it otherwise. */
  onFailure: (error: unknown) => string | null;
  /** Under the failure words: how to put it right (a link to the missing setting). */
  failureHelp?: (words: string) => ReactNode;
}

export interface AttentionControlsProps<Result> {
  item: TodayItemDto;
  /** The primary button, first; none where the item only opens somewhere. */
  action?: AttentionAction<Result>;
  /** Link buttons to the item's page, by their visible words: "Open family". */
  links?: readonly string[];
}

/**
 * An item's buttons, each naming the item (forItem), and what went wrong beside them when its
 * action fails. Pressing again while the action runs does nothing.
 */
export function AttentionControls<Result>(props: AttentionControlsProps<Result>) {
  const { item, action, links = [] } = props;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  function start() {
    if (!action || pending) return;
    setPending(true);
    setFailure(undefined);
    void action.run().then(
      (result) => {
        setPending(false);
        action.onSuccess(result);
      },
      (error: unknown) => {
        setPending(false);
        setFailure(action.onFailure(error) ?? undefined);
      },
    );
  }

  const label = action && (pending ? action.pendingLabel : action.label);
  const help = failure ? action?.failureHelp?.(failure) : null;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {action && label ? (
          <Button
            aria-label={forItem(label, item)}
            aria-disabled={pending || undefined}
            onClick={start}
          >
            {label}
          </Button>
        ) : null}
        {links.map((linkLabel) => (
          <Button key={linkLabel} variant="secondary" asChild>
            <Link to={item.href} aria-label={forItem(linkLabel, item)}>
              {linkLabel}
            </Link>
          </Button>
        ))}
      </div>
      {/* A live region kept on the page, empty until the action fails, then a danger box. */}
      {!action ? null : (
        <div role="alert" className="empty:hidden">
          {failure ? (
            <div className="rounded-md border-l-4 border-danger bg-danger-soft p-3 text-sm text-danger-ink">
              <p>{failure}</p>
              {help}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
