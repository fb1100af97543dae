import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import type { BookingCreatedDto, PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { VISITS_PATH, visitStoryPath } from '../../../domain/visits/visits.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useVisit } from './api.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingForm } from './booking-form.tsx';
import { RetryNotice } from './retry-notice.tsx';
import { VisitFacts } from './visit-facts.tsx';
import { BLOCK_LINK, FRAME } from './visit-styles.ts';
import type { VisitsCopy } from './visits-copy-en.ts';
import { WriteToUs } from './write-to-us.tsx';

const TITLE = 'text-3xl leading-tight font-bold text-ink md:text-4xl wrap-anywhere';

/** An address that names no visit (404), or not one at all (400). */
const isUnknownVisit = (error: unknown) => [400, 404].includes(readErrorStatus(error) ?? 0);

function Loaded({ copy, visit }: { copy: VisitsCopy; visit: PublicVisitDto }) {
  const [booking, setBooking] = useState<BookingCreatedDto | null>(null);
  const inPage = (path: string) => pathInLocale(path, copy.locale);
  return (
    <div className={`${FRAME} grid gap-10`}>
      <div className="grid gap-4">
        <h1 className={TITLE}>{visit.title}</h1>
        {visit.description ? (
          <p className="max-w-prose text-lg whitespace-pre-line text-ink">{visit.description}</p>
        ) : null}
        <VisitFacts copy={copy} visit={visit} />
        <div className="flex flex-wrap gap-x-6">
          {visit.hasStory ? (
            <Link to={inPage(visitStoryPath(visit.slug))} className={BLOCK_LINK}>
              {copy.list.story}
            </Link>
          ) : null}
          <Link to={inPage(VISITS_PATH)} className={BLOCK_LINK}>
            {copy.visit.allVisits}
          </Link>
        </div>
      </div>
      <section aria-labelledby="visit-book" className="grid gap-6">
        <h2 id="visit-book" className="text-2xl font-bold text-ink">
          {copy.visit.formTitle}
        </h2>
        {booking ? (
          <BookingConfirmation
            copy={copy}
            booking={booking}
            storyPath={visit.hasStory ? visitStoryPath(visit.slug) : null}
          />
        ) : visit.sessions.length === 0 ? (
          <WriteToUs lead={copy.visit.noTimes} ask={copy.writeToUs} />
        ) : (
          <BookingForm copy={copy} visit={visit} onBooked={setBooking} />
        )}
      </section>
    </div>
  );
}

function VisitDetails({ copy, slug }: { copy: VisitsCopy; slug: string }) {
  const visit = useVisit(slug, copy.locale);
  if (visit.isPending) {
    return (
      <div className={FRAME}>
        <h1 className="sr-only">{copy.visitPageTitle}</h1>
        <Spinner label={copy.visit.loading} showLabel />
      </div>
    );
  }
  // A refresh that fails after a refusal keeps the times shown: only a first failure is a page.
  if (!visit.data) {
    const isUnknown = isUnknownVisit(visit.error);
    return (
      <div className={`${FRAME} grid gap-4`}>
        <h1 className={TITLE}>{isUnknown ? copy.visit.notFoundTitle : copy.visitPageTitle}</h1>
        {isUnknown ? (
          <>
            <p role="alert" className="max-w-prose text-lg text-ink">
              {copy.visit.notFoundText}
            </p>
            <Link to={pathInLocale(VISITS_PATH, copy.locale)} className={BLOCK_LINK}>
              {copy.visit.allVisits}
            </Link>
          </>
        ) : (
          <RetryNotice
            message={copy.visit.loadFailed}
            retryLabel={copy.retry}
            onRetry={() => void visit.refetch()}
          />
        )}
      </div>
    );
  }
  return <Loaded copy={copy} visit={visit.data} />;
}

/** /visits/:slug (ADR 052): the visit, its open times by day and the form to book one. */
export function VisitPage({ copy, slug }: { copy: VisitsCopy; slug: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VisitDetails key={slug} copy={copy} slug={slug} />
    </QueryClientProvider>
  );
}
