import type { Locale } from '../../../domain/common/i18n.ts';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import type { Recurrence } from '../../../domain/visits/recurrence.ts';
import type { VisitFormat, VisitKind } from '../../../domain/visits/visits.ts';
import type { MessageTranslator } from '../../lib/use-form-errors.ts';

/** The form's fields in screen order (the error summary's order); names as the schema's paths. */
export const EVENT_FIELDS = [
  'kind',
  'titleEn',
  'titleEs',
  'descriptionEn',
  'descriptionEs',
  'format',
  'location',
  'meetingUrl',
  'recurrence',
  'recurrence.weekday',
  'recurrence.nth',
  'startsOn',
  'endsOn',
  'localTime',
  'durationMinutes',
  'capacity',
  'cutoffMinutes',
  'languages',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** "Repeat", as staff choose it; every other week is the weekly rule every 2 weeks. */
export const REPEATS = ['once', 'weekly', 'every-other-week', 'monthly', 'weekdays'] as const;
export type Repeat = (typeof REPEATS)[number];

export const REPEAT_LABELS: Record<Repeat, string> = {
  once: 'Once (one day)',
  weekly: 'Every week',
  'every-other-week': 'Every other week',
  monthly: 'Once a month (the nth weekday)',
  weekdays: 'Every weekday (Monday to Friday)',
};

/** What the fields hold: text as typed, turned into the schema's shape on submit. */
export interface EventFormValues {
  kind: VisitKind | '';
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  format: VisitFormat;
  location: string;
  meetingUrl: string;
  repeat: Repeat;
  /** '0' (Sunday) to '6', or '' before one is chosen. */
  weekday: string;
  /** '1' to '4', '-1' for the last, or ''. */
  nth: string;
  startsOn: string;
  endsOn: string;
  localTime: string;
  durationMinutes: string;
  capacity: string;
  /** Staff think in hours; the event keeps minutes. */
  cutoffHours: string;
  languages: Locale[];
}

export const EMPTY_EVENT_VALUES: EventFormValues = {
  kind: '',
  titleEn: '',
  titleEs: '',
  descriptionEn: '',
  descriptionEs: '',
  format: 'in-person',
  location: '',
  meetingUrl: '',
  repeat: 'once',
  weekday: '',
  nth: '',
  startsOn: '',
  endsOn: '',
  localTime: '',
  durationMinutes: '60',
  capacity: '',
  cutoffHours: '24',
  languages: ['en', 'es'],
};

function repeatOf(recurrence: Recurrence): Repeat {
  if (recurrence.kind === 'weekly')
    return recurrence.everyWeeks === 2 ? 'every-other-week' : 'weekly';
  return recurrence.kind;
}

export function valuesOf(event: VisitEventDto): EventFormValues {
  const { recurrence } = event;
  return {
    kind: event.kind,
    titleEn: event.titleEn,
    titleEs: event.titleEs,
    descriptionEn: event.descriptionEn ?? '',
    descriptionEs: event.descriptionEs ?? '',
    format: event.format,
    location: event.location ?? '',
    meetingUrl: event.meetingUrl ?? '',
    repeat: repeatOf(recurrence),
    weekday: 'weekday' in recurrence ? String(recurrence.weekday) : '',
    nth: recurrence.kind === 'monthly' ? String(recurrence.nth) : '',
    startsOn: event.startsOn,
    endsOn: event.endsOn ?? '',
    localTime: event.localTime,
    durationMinutes: String(event.durationMinutes),
    capacity: String(event.capacity),
    cutoffHours: String(event.cutoffMinutes / 60),
    languages: [...event.languages],
  };
}

/** A number as typed; blank is left out, so the schema says it is missing. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function recurrenceOf(values: EventFormValues) {
  const weekday = numberOf(values.weekday);
  switch (values.repeat) {
    case 'once':
    case 'weekdays':
      return { kind: values.repeat };
    case 'weekly':
      return { kind: 'weekly', weekday, everyWeeks: 1 };
    case 'every-other-week':
      return { kind: 'weekly', weekday, everyWeeks: 2 };
    case 'monthly':
      return { kind: 'monthly', weekday, nth: numberOf(values.nth) };
  }
}

/**
 * What the form sends, before the shared schema checks it: only the place the format uses (an
 * address or how we call; a meeting link for a virtual visit), the cut-off in minutes.
 */
export function inputOf(values: EventFormValues) {
  const hours = numberOf(values.cutoffHours);
  return {
    kind: values.kind || undefined,
    titleEn: values.titleEn,
    titleEs: values.titleEs,
    descriptionEn: values.descriptionEn,
    descriptionEs: values.descriptionEs,
    format: values.format,
    location: values.format === 'virtual' ? null : values.location,
    meetingUrl: values.format === 'virtual' ? values.meetingUrl.trim() || null : null,
    recurrence: recurrenceOf(values),
    startsOn: values.startsOn || undefined,
    endsOn: values.repeat === 'once' ? null : values.endsOn || null,
    localTime: values.localTime.trim(),
    durationMinutes: numberOf(values.durationMinutes),
    capacity: numberOf(values.capacity),
    cutoffMinutes: hours === undefined ? undefined : Math.round(hours * 60),
    languages: values.languages,
  };
}

/** Messages for a missing or malformed number or choice, which the schema words generically. */
const MISSING: Partial<Record<string, string>> = {
  'recurrence.weekday': 'Choose the day of the week',
  'recurrence.nth': 'Choose which one in the month: first, second, third, fourth or last',
  startsOn: 'Enter the first day',
  durationMinutes: 'Enter how long it lasts in whole minutes, like 60',
  capacity: 'Enter the number of seats as a whole number, like 12',
  cutoffMinutes: 'Enter how many hours before the start booking closes, like 24',
};

export const translateEventMessage: MessageTranslator = (field, code, message) => {
  if (['invalid_type', 'invalid_union', 'invalid_value'].includes(code) && MISSING[field]) {
    return MISSING[field];
  }
  if (field === 'cutoffMinutes' && code === 'too_small') return 'Enter 0 hours or more';
  return message;
};
