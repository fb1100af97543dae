import { useId } from 'react';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import type { PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { visitPath, visitStoryPath } from '../../../domain/visits/visits.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { seatsText, VisitFacts } from './visit-facts.tsx';
import { BLOCK_LINK } from './visit-styles.ts';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

/** How many of a visit's open times the list shows; its own page shows them all. */
const NEXT_TIMES = 3;

/**
 * One visit on the list: what it is, where, how long, in which language, its next open times
 * with the seats left, and the way to its times and form (and to its story, when it has one).
 * Each link also names the visit for a screen reader's list of links.
 */
export function VisitCard({ copy, visit }: { copy: VisitsCopy; visit: PublicVisitDto }) {
  const headingId = useId();
  const next = visit.sessions.slice(0, NEXT_TIMES);
  const inPage = (path: string) => pathInLocale(path, copy.locale);
  return (
    <article
      aria-labelledby={headingId}
      className="grid min-w-0 gap-5 rounded-lg border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-ink wrap-anywhere">
          {visit.title}
        </h2>
        {visit.description ? (
          <p className="max-w-prose whitespace-pre-line text-ink">{visit.description}</p>
        ) : null}
      </div>
      <VisitFacts copy={copy} visit={visit} />
      <div>
        <h3 className="text-lg font-semibold text-ink">{copy.list.nextTimes}</h3>
        {next.length > 0 ? (
          <ul className="mt-2 grid gap-3">
            {next.map((session) => (
              <li key={session.id} className="grid">
                <span className="font-medium text-ink">
                  {formatVisitWhen(copy.locale, session.startsAt)}
                </span>
                <span className="text-ink-muted">{seatsText(copy, session)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink">{copy.list.noTimes}</p>
        )}
      </div>
      {next.length > 0 || visit.hasStory ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {next.length > 0 ? (
            <Link
              to={inPage(visitPath(visit.slug))}
              className={buttonClassName('primary', 'min-h-11 text-lg')}
            >
              {copy.list.chooseTime}
              <span className="sr-only">: {visit.title}</span>
            </Link>
          ) : null}
          {visit.hasStory ? (
            <Link to={inPage(visitStoryPath(visit.slug))} className={BLOCK_LINK}>
              {copy.list.story}
              <span className="sr-only">: {visit.title}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
