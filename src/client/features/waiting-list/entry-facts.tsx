import {
  GRADE_LEVEL_LABELS,
  HEARD_ABOUT_US_LABELS,
  NOT_GIVEN,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import {
  CAMPUS_NAMES,
  WAITING_LIST_STATUS_LABELS,
} from '../../../domain/waiting-list/waiting-list.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { SummaryList } from '../../ui/summary-list.tsx';

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
  const facts: [string, ReactNode][] = [
    ['Campus', CAMPUS_NAMES[entry.campus]],
    ['Status', WAITING_LIST_STATUS_LABELS[entry.status]],
    ['Position', entry.position === null ? 'None (not waiting)' : String(entry.position)],
    ['Priority', String(entry.priority)],
    ['Student', `${entry.firstName} ${entry.lastName}`],
    // Wraps after the "@" and before a dot, also with the widest letter spacing at 320 px.
    ['Email', entry.email ? <BreakableAddress value={entry.email} /> : null],
    ['Phone', entry.phone],
    ...campusFacts,
    ['Preferred start', entry.enrollmentPreference && termLabel(entry.enrollmentPreference)],
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
      <SummaryList
        variant="card"
        className="mt-4"
        rows={facts.map(([key, value]) => ({ key, value: value || NOT_GIVEN, muted: !value }))}
      />
    </Card>
  );
}
