import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { durationLabel } from './shared-view-labels.ts';

/** The same fallback the spec gives [PARTNER] in the text, so the page names nobody twice. */
const PARTNER_FALLBACK = 'Partner Company';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-1 font-medium wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/** Spec §2: cards for the partner company, the creation date and the duration in months. */
export function DocumentFacts({
  partnerName,
  createdAt,
  duration,
}: {
  partnerName: string | null;
  createdAt: string;
  duration: number;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Fact term="Partner">{partnerName ?? PARTNER_FALLBACK}</Fact>
      <Fact term="Created">
        <time dateTime={createdAt}>{formatDate(createdAt)}</time>
      </Fact>
      <Fact term="Duration">{durationLabel(duration)}</Fact>
    </dl>
  );
}
