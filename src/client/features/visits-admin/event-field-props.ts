import type { EventField, EventFormValues } from './event-values.ts';

/** What each group of the event form's fields gets from the form. */
export interface EventFieldsProps {
  values: EventFormValues;
  errors: Partial<Record<EventField, string>>;
  fieldId: (field: EventField) => string;
  onChange: <Key extends keyof EventFormValues>(key: Key, value: EventFormValues[Key]) => void;
}

export const GROUP_HEADING = 'mb-3 text-lg font-semibold text-ink';
