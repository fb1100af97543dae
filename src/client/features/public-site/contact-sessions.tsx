import type { CampusId } from '../../../domain/content/campuses.ts';
import type { CampusesContent, ContactContent } from '../../../domain/content/modules.ts';
import { MailButton } from './mail-button.tsx';
import { LinkButton, Section, Timeline } from './page-blocks.tsx';
import { hasTakenPlace } from '../../../domain/site/virtual-tours.ts';
import { useToday } from '../../lib/build-day.ts';

/**
 * Cards rather than a table, so the schedule reads well on a 320px-wide phone. A session with a
 * schedule is booked on the visits page (ADR 052); a discovery call is agreed by mail.
 */
export function InformationSessions({ contact }: { contact: ContactContent }) {
  const { INFORMATION_SESSIONS, SESSION_LABELS } = contact;
  return (
    <Section
      id="information-sessions"
      title={INFORMATION_SESSIONS.title}
      intro={INFORMATION_SESSIONS.intro}
      tone="surface"
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {INFORMATION_SESSIONS.sessions.map((session) => (
          <li key={session.id} className="flex flex-col rounded-lg border border-line bg-page p-6">
            <h3 className="text-xl font-semibold text-ink">{session.name}</h3>
            <dl className="mt-3 flex flex-col gap-2 text-ink">
              <div>
                <dt className="font-semibold">{SESSION_LABELS.when}</dt>
                <dd>{session.schedule}</dd>
              </div>
              <div>
                <dt className="font-semibold">{SESSION_LABELS.forWhom}</dt>
                <dd>{session.forWhom}</dd>
              </div>
            </dl>
            <div className="mt-auto pt-4">
              <LinkButton
                link={{ label: session.actionLabel, to: session.to }}
                variant="secondary"
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function VirtualTours({
  contact,
  campuses,
}: {
  contact: ContactContent;
  campuses: CampusesContent;
}) {
  const { VIRTUAL_TOURS_SECTION } = contact;
  const { findCampus, VIRTUAL_TOURS } = campuses;
  const today = useToday();
  return (
    <Section
      id="virtual-tours"
      title={VIRTUAL_TOURS_SECTION.title}
      intro={VIRTUAL_TOURS_SECTION.intro}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {VIRTUAL_TOURS.map((tour) => {
          // Translated<> widens the id to string; the ids are the same in both languages.
          const campus = findCampus(tour.campusId as CampusId);
          const isPast = hasTakenPlace(tour.month, today);
          return (
            <li
              key={tour.when}
              className="flex flex-col rounded-lg border border-line bg-surface p-6"
            >
              <h3 className="text-xl font-semibold text-ink">{tour.when}</h3>
              <p className="mt-2 text-ink">
                {campus.name}, {campus.town}
              </p>
              {isPast ? (
                <p className="mt-2 text-ink">{VIRTUAL_TOURS_SECTION.pastNote(tour.when)}</p>
              ) : null}
              <div className="mt-auto pt-4">
                {/* A tour to come is booked on the visits page; after it, a mail asks for the next. */}
                {isPast ? (
                  <MailButton
                    label={VIRTUAL_TOURS_SECTION.askLabel}
                    draft={{ subject: VIRTUAL_TOURS_SECTION.askSubject(campus.name) }}
                    variant="secondary"
                  />
                ) : (
                  <LinkButton
                    link={{
                      label: VIRTUAL_TOURS_SECTION.actionLabel(tour.when),
                      to: VIRTUAL_TOURS_SECTION.to,
                    }}
                    variant="secondary"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Milestones({
  contact,
  campuses,
}: {
  contact: ContactContent;
  campuses: CampusesContent;
}) {
  const { MILESTONES_SECTION } = contact;
  const { MILESTONES } = campuses;
  return (
    <Section
      id="milestones"
      title={MILESTONES_SECTION.title}
      intro={MILESTONES_SECTION.intro}
      tone="surface"
    >
      <Timeline entries={MILESTONES} />
    </Section>
  );
}
