import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';

const STEPS = [
  { label: 'Created', field: 'createdAt' },
  { label: 'Sent', field: 'sentAt' },
  { label: 'Viewed', field: 'viewedAt' },
  { label: 'Signed', field: 'signedAt' },
] as const;

/** Created, Sent, Viewed, Signed: when each happened, or that it has not happened yet. */
export function DocumentTimeline({
  document,
  className,
}: {
  document: DocumentDto;
  className?: string;
}) {
  return (
    <Card className={className}>
      <h2 className="text-xl font-semibold">Status timeline</h2>
      <ol className="mt-4 grid gap-3">
        {STEPS.map(({ label, field }) => {
          const at = document[field];
          return (
            <li key={field} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={
                  at
                    ? 'mt-1.5 size-3 shrink-0 rounded-full bg-brand'
                    : 'mt-1.5 size-3 shrink-0 rounded-full border-2 border-line-strong'
                }
              />
              <span className="grid">
                <span className="font-medium">{label}</span>
                <span className="text-ink-muted">{at ? formatDateTime(at) : 'Not yet'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
