import { VISIT_FORMATS } from '../../../domain/visits/visits.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { GROUP_HEADING, type EventFieldsProps } from './event-field-props.ts';
import { FORMAT_LABELS } from './visit-labels.ts';

const FORMAT_HINTS = {
  'in-person': 'At an address. Family sessions and tours get the “what will happen” story.',
  virtual: 'Online. The meeting link goes only to families with a seat.',
  call: 'A phone call at the time booked.',
} as const;

const FORMAT_OPTIONS = VISIT_FORMATS.map((format) => ({
  value: format,
  label: FORMAT_LABELS[format],
  hint: FORMAT_HINTS[format],
}));

/** Where it happens: an address, a meeting link or a call, as the format asks. */
export function EventPlaceFields({ values, errors, fieldId, onChange }: EventFieldsProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className={GROUP_HEADING}>Where</legend>
      <div className="grid gap-1.5">
        <ChoiceCards
          id={fieldId('format')}
          legend="Format"
          options={FORMAT_OPTIONS}
          value={values.format}
          onChange={(format) => onChange('format', format)}
        />
        {errors.format ? <p className="text-sm font-medium text-danger">{errors.format}</p> : null}
      </div>
      {values.format === 'virtual' ? (
        <FormField
          label="Meeting link"
          hint="Starts with https://. Sent only to families with a seat, in their mails and on their booking page."
          type="url"
          inputMode="url"
          id={fieldId('meetingUrl')}
          error={errors.meetingUrl}
          value={values.meetingUrl}
          onChange={(event) => onChange('meetingUrl', event.target.value)}
        />
      ) : (
        <Field
          label={values.format === 'call' ? 'How we call (optional)' : 'Address'}
          hint={
            values.format === 'call'
              ? 'The number we ring from, or “We call the number you give us”.'
              : 'Where families come, as it reads on a map. Shown on the public page.'
          }
          id={fieldId('location')}
          error={errors.location}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={values.location}
              onChange={(event) => onChange('location', event.target.value)}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
