import type { ReactNode } from 'react';
import { formatDay, useSharedViewCopy } from './shared-view-copy.tsx';

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
  const { locale, words } = useSharedViewCopy();
  const facts = words.DOCUMENT_FACTS;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Fact term={facts.partner}>{partnerName ?? facts.partnerFallback}</Fact>
      <Fact term={facts.created}>
        <time dateTime={createdAt}>{formatDay(locale, createdAt)}</time>
      </Fact>
      <Fact term={facts.duration}>{facts.months(duration)}</Fact>
    </dl>
  );
}
