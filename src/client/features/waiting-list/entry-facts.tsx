import {
  GRADE_LEVEL_LABELS,
  HEARD_ABOUT_US_LABELS,
  NOT_GIVEN,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list-schemas.ts';
import {
  CAMPUS_NAMES,
  ENROLLMENT_PREFERENCE_LABELS,
  WAITING_LIST_STATUS_LABELS,
} from '../../../domain/waiting-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

/** Everything the family sent, and where the entry stands; long texts keep their line breaks. */
export function EntryFacts({ entry }: { entry: WaitingListEntryDto }) {
  const campusFacts: [string, string | null][] =
    entry.campus === 'k12'
      ? [
          ['Parent or guardian', entry.parentGuardianName],
          ['Grade level', entry.gradeLevel && GRADE_LEVEL_LABELS[entry.gradeLevel]],
        ]
      : [
          ['Emergency contact', entry.emergencyContact],
          [
            'Program of interest',
            entry.programInterest && PROGRAM_INTEREST_LABELS[entry.programInterest],
          ],
        ];
  const facts: [string, string | null][] = [
    ['Campus', CAMPUS_NAMES[entry.campus]],
    ['Status', WAITING_LIST_STATUS_LABELS[entry.status]],
    ['Position', entry.position === null ? 'None (not waiting)' : String(entry.position)],
    ['Priority', String(entry.priority)],
    ['Student', `${entry.firstName} ${entry.lastName}`],
    ['Email', entry.email],
    ['Phone', entry.phone],
    ...campusFacts,
    [
      'Preferred start',
      entry.enrollmentPreference && ENROLLMENT_PREFERENCE_LABELS[entry.enrollmentPreference],
    ],
    ['Learning needs and support', entry.studentNeeds],
    ['Heard about us from', entry.heardAboutUs && HEARD_ABOUT_US_LABELS[entry.heardAboutUs]],
    ['Additional information', entry.additionalInfo],
    ['Language of the form', LANGUAGE_NAMES[entry.language]],
    ['Submitted', formatDateTime(entry.createdAt)],
    ['Last changed', formatDateTime(entry.updatedAt)],
  ];

  return (
    <Card>
      <h2 className="text-xl font-semibold">Application</h2>
      {/* Label beside value only when the card itself has room: at 1280 px with the largest text
          the card is narrower than a phone's screen width suggests. */}
      <dl className="@container mt-4 divide-y divide-line">
        {facts.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-1 py-3 @lg:grid-cols-[12rem_minmax(0,1fr)] @lg:gap-4"
          >
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className={value ? 'whitespace-pre-line text-ink wrap-anywhere' : 'text-ink-muted'}>
              {value || NOT_GIVEN}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
