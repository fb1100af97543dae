import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { PageIntro } from '../../ui/page-intro.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useVisits } from './api.ts';
import { RetryNotice } from './retry-notice.tsx';
import { VisitCard } from './visit-card.tsx';
import { FRAME } from './visit-styles.ts';
import type { VisitsCopy } from './visits-copy-en.ts';
import { WriteToUs } from './write-to-us.tsx';

/** The open visits, read in the browser once the prerendered page has loaded. */
function VisitList({ copy }: { copy: VisitsCopy }) {
  const visits = useVisits(copy.locale);
  if (visits.isPending) return <Spinner label={copy.list.loading} showLabel />;
  if (visits.isError) {
    return (
      <RetryNotice
        message={copy.list.loadFailed}
        retryLabel={copy.retry}
        onRetry={() => void visits.refetch()}
      />
    );
  }
  if (visits.data.visits.length === 0)
    return <WriteToUs lead={copy.list.none} ask={copy.writeToUs} />;
  return (
    <div className="grid gap-6">
      {visits.data.visits.map((visit) => (
        <VisitCard key={visit.id} copy={copy} visit={visit} />
      ))}
    </div>
  );
}

/**
 * /visits (ADR 052): what a visit is and that a first one can be calm, prerendered; then each
 * visit with its next open times. Brings the query cache only, like the give page: not the
 * session or the toasts, which it does not use.
 */
export function VisitsPage({ copy }: { copy: VisitsCopy }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageIntro title={copy.list.title} lead={copy.list.lead} />
      <div className={`${FRAME} grid gap-8`}>
        <section
          aria-labelledby="visits-calm"
          className="rounded-md border-l-4 border-brand bg-brand-soft p-4 text-brand-ink"
        >
          <h2 id="visits-calm" className="text-xl font-semibold">
            {copy.list.calmTitle}
          </h2>
          <p className="mt-2 max-w-prose text-lg">{copy.list.calm}</p>
        </section>
        <VisitList copy={copy} />
      </div>
    </QueryClientProvider>
  );
}
