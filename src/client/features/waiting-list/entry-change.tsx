import type { EntryChange } from '../../../domain/waiting-list/history.ts';

// An empty value (notes cleared or never written) still needs words: "→" alone says nothing.
const EMPTY = '(empty)';

/**
 * One field of a change in the staff history: "Status: Waiting → Invited to enroll". Notes may
 * be long, so they get a line each for before and after, keeping their line breaks. The arrow is
 * read as "to" by screen readers.
 */
export function EntryChangeLine({ change }: { change: EntryChange }) {
  if ('note' in change) {
    return (
      <span>
        {change.label}: {change.note}
      </span>
    );
  }
  const from = change.from ?? EMPTY;
  const to = change.to ?? EMPTY;
  if (change.label === 'Staff notes') {
    return (
      <span className="grid gap-0.5">
        <span>{change.label}:</span>
        <span className="pl-4 whitespace-pre-wrap">Before: {from}</span>
        <span className="pl-4 whitespace-pre-wrap">After: {to}</span>
      </span>
    );
  }
  return (
    <span>
      {change.label}: {from} <span aria-hidden="true">→</span>
      <span className="sr-only"> to</span> {to}
    </span>
  );
}
